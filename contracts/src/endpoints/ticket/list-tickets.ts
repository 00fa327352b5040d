import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { isoDateTime } from '../../http/fields.ts';
import { TicketSchema } from '../../schemas/ticket.ts';

export const TicketStateSchema = z.enum(['all', 'pending', 'graded', 'cancelled']);
export type TicketState = z.infer<typeof TicketStateSchema>;

export const listTickets = defineEndpoint({
  method: 'GET',
  path: '/w/api/ticket',
  query: z.object({
    date: isoDateTime().optional().describe('Start (ISO date or date-time); omitted: today.'),
    dateTo: isoDateTime()
      .optional()
      .describe('End (ISO date or date-time), inclusive; omitted: the end of the start day.'),
    state: TicketStateSchema.default('all').describe(
      'pending: winner P; graded: any other winner; cancelled: status C.',
    ),
  }),
  response: z.array(TicketSchema),
  summary: 'Tickets of the caller placed in a date range, newest first.',
});
