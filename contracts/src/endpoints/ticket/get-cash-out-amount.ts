import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryInt } from '../../http/fields.ts';
import { CashOutAmountSchema } from '../../schemas/ticket.ts';

export const getCashOutAmount = defineEndpoint({
  method: 'GET',
  path: '/w/api/ticket/GetCashOutAmount/{ticketNumber}',
  pathParams: z.object({ ticketNumber: queryInt() }),
  response: CashOutAmountSchema,
  errors: [404],
  summary: 'What selling a pending ticket back pays now.',
  description: 'An amount of 0 or less means the ticket cannot be sold ("The sales value ... $0").',
});
