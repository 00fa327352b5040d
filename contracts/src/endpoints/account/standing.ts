import { defineEndpoint } from '../../http/endpoint.ts';
import { AccountStandingSchema } from '../../schemas/account.ts';

export const standing = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/standing',
  response: AccountStandingSchema,
  summary: 'The current balance.',
  description: 'Also the balance check quick games run before saving a ticket.',
});
