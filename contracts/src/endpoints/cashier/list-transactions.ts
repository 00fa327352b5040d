import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { defineEndpoint } from '../../http/endpoint.ts';
import { isoDate } from '../../http/fields.ts';
import { AccountTransactionSchema } from '../../schemas/cashier.ts';

export const TransactionsQuerySchema = z.object({
  date: extendApi(isoDate(), {
    description: 'First day of the range (the transactions page asks for one day).',
  }),
  dateTo: isoDate().optional().describe('Last day of the range, inclusive; defaults to date.'),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuerySchema>;

export const listTransactions = defineEndpoint({
  method: 'GET',
  path: '/w/api/cashier/transactions',
  query: TransactionsQuerySchema,
  response: z.array(AccountTransactionSchema),
  summary: "Lists the customer's deposits and withdrawals booked in a date range, newest first.",
  description:
    'The client tells deposits from withdrawals by the ACCTDEP / ACCTWITH part of `number`.',
});
