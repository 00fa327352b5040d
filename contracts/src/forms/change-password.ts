import { z } from 'zod';
import { requiredSecret } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export const changePasswordFormSchema = z
  .object({
    currentPassword: requiredSecret(),
    newPassword: requiredSecret(),
    confirmPassword: requiredSecret(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: FORM_MESSAGE_KEYS.passwordMismatch,
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
