import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MessageGuidRequestSchema } from '../../schemas/message.ts';

export const markAsRead = defineEndpoint({
  method: 'POST',
  path: '/w/api/MessageBox/MarkAsRead',
  body: { kind: 'json', schema: MessageGuidRequestSchema },
  response: z.object({ success: z.boolean() }),
  errors: [404],
  summary: 'Marks a received message as read.',
  description: [
    'Only the recipient flips isRead: on a message the caller only sent it changes nothing and still',
    'answers success. Marking an already read message is harmless. 404 for an unknown guid or a',
    'message between other users.',
  ].join(' '),
});
