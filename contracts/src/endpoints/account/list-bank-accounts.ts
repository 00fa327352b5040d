import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { CustomerBankAccountSchema } from '../../schemas/account.ts';

export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/bank-account',
  response: z.array(CustomerBankAccountSchema),
  summary: "The customer's stored bank accounts, for the withdraw form.",
});
