import { z } from 'zod';
import { requiredSecret, requiredText } from './fields.ts';

export const loginFormSchema = z.object({
  userName: requiredText(),
  password: requiredSecret(),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
