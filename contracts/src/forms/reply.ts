import { z } from 'zod';
import { requiredText } from './fields.ts';

export const replyFormSchema = z.object({
  reply: requiredText(),
});

export type ReplyForm = z.infer<typeof replyFormSchema>;
