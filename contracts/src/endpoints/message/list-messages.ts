import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MessageSchema } from '../../schemas/message.ts';

// Lower-case names, as the real API spells this body.
export const MessageListRequestSchema = z.object({
  messagetypeid: z
    .number()
    .int()
    .nonnegative()
    .describe('0 for every type (what the inbox sends).'),
  includeread: z.boolean().describe('false lists unread messages only.'),
  isReceived: z.boolean().describe('true: the received tab; false: messages the customer sent.'),
  texttofind: z
    .string()
    .describe(
      'Case-insensitive text searched in subject, body and the other party name; empty for all.',
    ),
});
export type MessageListRequest = z.infer<typeof MessageListRequestSchema>;

export const listMessages = defineEndpoint({
  method: 'POST',
  path: '/w/api/MessageBox/GetMessageList',
  body: { kind: 'json', schema: MessageListRequestSchema },
  response: z.array(MessageSchema),
  summary: "Searches the customer's received or sent messages, newest first.",
  description: 'The whole list: the inbox pages it on the client.',
});
