import { describe, expect, it } from 'vitest';
import { resetPasswordFormSchema } from './reset-password.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

describe('resetPasswordFormSchema', () => {
  it('accepts matching passwords', () => {
    const form = { newPassword: 'new-one', confirmPassword: 'new-one' };
    expect(resetPasswordFormSchema.parse(form)).toEqual(form);
  });

  it('requires both fields', () => {
    expect(
      messagesByPath(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' }),
    ).toEqual({ newPassword: ['validation.required'], confirmPassword: ['validation.required'] });
  });

  it('rejects a confirmation that differs from the new password', () => {
    expect(
      messagesByPath(resetPasswordFormSchema, { newPassword: 'a1', confirmPassword: 'a2' }),
    ).toEqual({ confirmPassword: ['validation.passwordMismatch'] });
  });
});
