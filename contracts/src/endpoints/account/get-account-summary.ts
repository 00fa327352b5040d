import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryInt } from '../../http/fields.ts';
import { AccountSummarySchema } from '../../schemas/account.ts';

export const getAccountSummary = defineEndpoint({
  method: 'GET',
  path: '/w/api/Account/GetAccountSumary',
  query: z.object({ id: queryInt("The caller's userId.") }),
  response: AccountSummarySchema,
  errors: [404],
  summary: 'The current balance of a user, by userId.',
  description: "The path keeps the real API's spelling. Another user's id answers 404.",
});
