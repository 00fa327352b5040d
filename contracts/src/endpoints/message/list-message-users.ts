import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryInt } from '../../http/fields.ts';
import { RecipientSchema } from '../../schemas/message.ts';

export const listMessageUsers = defineEndpoint({
  method: 'GET',
  path: '/w/api/MessageBox/GetMessageUsers',
  // Lower-case name, as the real API spells this query.
  query: z.object({
    messagetype: extendApi(queryInt(), {
      description: 'messageTypeId the recipients are wanted for.',
    }),
  }),
  response: z.array(RecipientSchema),
  errors: [404],
  summary: 'Lists who the customer may write to with a message type.',
  description:
    "Real users only: the client adds the 'All' entry (userId -999) itself when the type allows mass messages. 404 for an unknown type.",
});
