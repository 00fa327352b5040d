import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { isoDate } from '../../http/fields.ts';
import {
  RequestStateSchema,
  WalletRequestSchema,
  WalletRequestTypeSchema,
} from '../../schemas/cashier.ts';

export const listRequests = defineEndpoint({
  method: 'GET',
  path: '/w/api/cashier/withdraw/request',
  query: z.object({
    type: WalletRequestTypeSchema.optional().describe('Only deposits or only withdrawals.'),
    state: RequestStateSchema.optional(),
    date: isoDate().optional().describe('Only requests created on or after this day.'),
  }),
  response: z.array(WalletRequestSchema),
  summary: "Lists the customer's wallet requests, filtered by type, state and start day.",
  description: 'Every filter is optional; cancelled requests are never listed. Newest first.',
});
