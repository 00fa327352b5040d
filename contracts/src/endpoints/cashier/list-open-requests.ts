import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryBoolean } from '../../http/fields.ts';
import { WalletRequestSchema } from '../../schemas/cashier.ts';

export const listOpenRequests = defineEndpoint({
  method: 'GET',
  path: '/w/api/cashier/withdraw/request-open',
  query: z.object({
    isClosed: queryBoolean()
      .default(false)
      .describe('false: Pending requests (the default Open filter); true: decided ones.'),
  }),
  response: z.array(WalletRequestSchema),
  summary: "Lists the customer's wallet requests (deposits and withdrawals), open or closed.",
  description:
    'Closed means Approved, Declined or Rejected. Cancelled requests are never listed. Newest first.',
});
