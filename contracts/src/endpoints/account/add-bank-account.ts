import { defineEndpoint } from '../../http/endpoint.ts';
import { CustomerBankAccountSchema, NewBankAccountSchema } from '../../schemas/account.ts';

export const addBankAccount = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/bank-account',
  body: { kind: 'json', schema: NewBankAccountSchema },
  response: CustomerBankAccountSchema,
  errors: [403, 409],
  money: true,
  summary: 'Stores a bank account for the customer; answers the stored account with its token.',
  description:
    '403 when the allowBankAccount setting is off; 409 when the customer already has that account ' +
    'number at that bank. An unknown bankGuid answers 400.',
});
