import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { defineEndpoint } from '../../http/endpoint.ts';
import { isoDate } from '../../http/fields.ts';
import { QuickGameTicketSchema } from '../../schemas/quick-game.ts';

// Lower-case names, as the real API spells this query.
export const QuickGameTicketsQuerySchema = z.object({
  begindate: extendApi(isoDate(), {
    description: 'First day, inclusive (the client asks for the last 7 days).',
  }),
  enddate: extendApi(isoDate(), { description: 'Last day, inclusive.' }),
});
export type QuickGameTicketsQuery = z.infer<typeof QuickGameTicketsQuerySchema>;

export const listQuickGameTickets = defineEndpoint({
  method: 'GET',
  path: '/w/api/QGame/GetTicketList',
  query: QuickGameTicketsQuerySchema,
  response: z.array(QuickGameTicketSchema),
  summary: "Lists the customer's quick-game tickets created in a date range, newest first.",
});
