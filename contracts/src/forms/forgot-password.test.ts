import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema } from './forgot-password.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

describe('forgotPasswordFormSchema', () => {
  it('accepts a user name and email', () => {
    const form = { userName: 'bettor1', email: 'ana@example.com' };
    expect(forgotPasswordFormSchema.parse(form)).toEqual(form);
  });

  it('requires both fields', () => {
    expect(messagesByPath(forgotPasswordFormSchema, { userName: ' ', email: '' })).toEqual({
      userName: ['validation.required'],
      email: ['validation.required'],
    });
  });
});
