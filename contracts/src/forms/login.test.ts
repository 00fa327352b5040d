import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

describe('loginFormSchema', () => {
  it('accepts a user name and password', () => {
    expect(loginFormSchema.parse({ userName: ' bettor1 ', password: 'secret' })).toEqual({
      userName: 'bettor1',
      password: 'secret',
    });
  });

  it('requires both fields', () => {
    expect(messagesByPath(loginFormSchema, { userName: '', password: '' })).toEqual({
      userName: ['validation.required'],
      password: ['validation.required'],
    });
  });
});
