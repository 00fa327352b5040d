import { describe, expect, it } from 'vitest';
import { expectAgreement, variantsOf } from '../testing/guard-test-support.ts';
import { loginFormGuard } from './login.guard.ts';
import { loginFormSchema } from './login.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const samples = [
  { userName: ' bettor1 ', password: ' secret ' },
  { userName: '', password: '' },
  { userName: '   ', password: 'x' },
  { userName: 'demo', password: '   ' },
];

// What the form shows: the messages on its fields (a refusal of the whole value has none).
const FIELDS = ['userName', 'password'];
const onFields = (byPath: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(byPath).filter(([path]) => FIELDS.includes(path)));

const guardMessages = (value: unknown) => {
  const result = loginFormGuard.safeParse(value);
  const byPath: Record<string, string[]> = {};
  if (!result.success)
    for (const issue of result.issues) (byPath[issue.path] ??= []).push(issue.message);
  return onFields(byPath);
};

describe('loginFormGuard', () => {
  it('trims the user name and keeps the password as typed, as loginFormSchema does', () => {
    expect(loginFormGuard.safeParse(samples[0])).toEqual({
      success: true,
      data: { userName: 'bettor1', password: ' secret ' },
    });
  });

  it('refuses the same fields with the same messages as loginFormSchema', () => {
    const variants = [...samples, ...samples.flatMap(variantsOf)];
    const accepted = variants.filter((variant) => {
      expect(guardMessages(variant), JSON.stringify(variant)).toEqual(
        onFields(messagesByPath(loginFormSchema, variant)),
      );
      return expectAgreement(loginFormSchema, loginFormGuard, variant);
    });
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(variants.length);
    expect(guardMessages({ userName: ' ', password: '' })).toEqual({
      userName: ['validation.required'],
      password: ['validation.required'],
    });
  });
});
