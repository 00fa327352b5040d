import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryInt } from '../../http/fields.ts';
import { queryMoney } from '../../schemas/money.ts';
import { OnlineCashOutResultSchema } from '../../schemas/ticket.ts';

export const OnlineCashOutQuerySchema = z.object({
  id: queryInt(),
  amount: queryMoney('The amount GetCashOutAmount quoted.'),
});
export type OnlineCashOutQuery = z.infer<typeof OnlineCashOutQuerySchema>;

export const onlineCashOut = defineEndpoint({
  method: 'POST',
  path: '/w/api/ticket/OnlineCashOut',
  query: OnlineCashOutQuerySchema,
  response: OnlineCashOutResultSchema,
  errors: [404],
  money: true,
  summary: 'Sells a pending ticket back for the amount quoted by GetCashOutAmount.',
  description:
    'No body: id (ticket number) and amount travel in the query. A refused sale (amount no ' +
    'longer valid, ticket graded) answers 200 with responseCode other than 200 and its message. ' +
    '404 when the ticket is not one of the caller.',
});
