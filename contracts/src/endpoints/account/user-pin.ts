import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';

export const UserPinResponseSchema = z.object({
  message: z.string().describe('The account PIN; empty when none is available.'),
});
export type UserPinResponse = z.infer<typeof UserPinResponseSchema>;

export const userPin = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/UserPin',
  response: UserPinResponseSchema,
  summary: 'The PIN the customer quotes for withdrawals in branches.',
});
