import { z } from 'zod';
import { requiredSecret } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export const resetPasswordFormSchema = z
  .object({
    newPassword: requiredSecret(),
    confirmPassword: requiredSecret(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: FORM_MESSAGE_KEYS.passwordMismatch,
  });

export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
