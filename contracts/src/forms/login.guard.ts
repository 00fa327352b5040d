import { Reading, type Guard } from '../http/guard.ts';
import type { LoginForm } from './login.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

const REQUIRED = FORM_MESSAGE_KEYS.required;

/**
 * loginFormSchema without zod, for the form a first visit shows (decision 161): the same message
 * keys on the same fields, the user name trimmed and the password as typed (fields.ts
 * requiredText, requiredSecret). login.guard.test.ts holds it to the schema.
 */
export const loginFormGuard: Guard<LoginForm> = {
  safeParse(value) {
    const r = new Reading();
    const form = r.object(value, '').value;
    const required = (name: keyof LoginForm, text: string) => {
      if (!text) r.refuse(name, REQUIRED);
      return text;
    };
    const userName = typeof form.userName === 'string' ? form.userName.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    return r.done({
      userName: required('userName', userName),
      password: required('password', password),
    });
  },
};
