import { defineEndpoint } from '../../http/endpoint.ts';
import { MessageGuidRequestSchema, MessageSchema } from '../../schemas/message.ts';

export const getMessage = defineEndpoint({
  method: 'POST',
  path: '/w/api/MessageBox/GetMessage',
  body: { kind: 'json', schema: MessageGuidRequestSchema },
  response: MessageSchema,
  errors: [404],
  summary: 'Reads one message the customer sent or received. Does not mark it read.',
  description: '404 for an unknown guid or a message between other users.',
});
