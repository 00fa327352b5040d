import { z } from 'zod';
import { requiredText } from './fields.ts';

// The spec asks only for both fields; whether the email belongs to the user is the server's call.
export const forgotPasswordFormSchema = z.object({
  userName: requiredText(),
  email: requiredText(),
});

export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
