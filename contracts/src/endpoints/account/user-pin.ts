import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';

export const userPin = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/UserPin',
  response: z.object({
    message: z.string().describe('The account PIN; empty when none is available.'),
  }),
  summary: 'The PIN the customer quotes for withdrawals in branches.',
});
