import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { CustomerSchema } from '../../schemas/account.ts';

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/GetCustomer',
  query: z.object({ username: z.string().min(1).describe("The caller's user name.") }),
  response: CustomerSchema,
  errors: [404],
  summary: 'The customer record of a user; customerId 0 when the user has none yet.',
  description: "Another user's name answers 404, as an unknown one does.",
});
