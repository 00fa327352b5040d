import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MessageTypeSchema } from '../../schemas/message.ts';

export const listMessageTypes = defineEndpoint({
  method: 'GET',
  path: '/w/api/MessageBox/GetMessageType',
  response: z.array(MessageTypeSchema),
  summary: 'Lists the message types the customer can send.',
});
