import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryInt } from '../../http/fields.ts';
import { TicketSchema } from '../../schemas/ticket.ts';

export const getTicket = defineEndpoint({
  method: 'GET',
  path: '/w/api/ticket/{id}',
  pathParams: z.object({ id: queryInt() }),
  response: TicketSchema,
  errors: [404],
  summary: 'One ticket of the caller with its items.',
});
