import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './change-password.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const valid = { currentPassword: 'old', newPassword: 'new-one', confirmPassword: 'new-one' };

describe('changePasswordFormSchema', () => {
  it('accepts matching new passwords', () => {
    expect(changePasswordFormSchema.parse(valid)).toEqual(valid);
  });

  it.each(['currentPassword', 'newPassword', 'confirmPassword'])('requires %s', (field) => {
    const messages = messagesByPath(changePasswordFormSchema, { ...valid, [field]: '' });
    expect(messages[field]?.[0]).toBe('validation.required');
  });

  it('rejects a confirmation that differs from the new password', () => {
    expect(messagesByPath(changePasswordFormSchema, { ...valid, confirmPassword: 'x' })).toEqual({
      confirmPassword: ['validation.passwordMismatch'],
    });
  });
});
