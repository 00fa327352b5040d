import { z } from 'zod';
import { optionalId, optionalImage, requiredChoice, requiredId, requiredText } from './fields.ts';

export const MESSAGE_PRIORITIES = ['N', 'M', 'H'] as const;

// recipientId accepts any whole number: the 'All' pseudo-recipient is -999.
export const sendMessageFormSchema = z.object({
  messageTypeId: optionalId(),
  priorityId: z.enum(MESSAGE_PRIORITIES, requiredChoice),
  recipientId: requiredId(),
  subject: requiredText(),
  body: requiredText(),
  attachment: optionalImage(),
});

export type SendMessageForm = z.infer<typeof sendMessageFormSchema>;
