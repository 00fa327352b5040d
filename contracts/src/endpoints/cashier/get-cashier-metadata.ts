import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { CustomerBankAccountSchema } from '../../schemas/account.ts';
import {
  BankSchema,
  CashierSystemSettingsSchema,
  WalletMethodSchema,
} from '../../schemas/cashier.ts';

// Lives here rather than in schemas/cashier.ts: schemas/account.ts imports that module, so importing
// the stored bank account back from it would make a cycle that breaks module evaluation.
export const CashierMetadataSchema = z.object({
  depositAvailables: z.array(WalletMethodSchema).describe('Deposit methods the cashier offers.'),
  withdrawAvailables: z
    .array(WalletMethodSchema)
    .describe('Withdraw methods the cashier page offers, each with a Request Withdraw button.'),
  bankAccounts: z
    .array(CustomerBankAccountSchema)
    .describe("The customer's stored bank accounts (empty unless allowBankAccount)."),
  banks: z.array(BankSchema).describe('House bank accounts to deposit into.'),
  systemSettings: CashierSystemSettingsSchema,
});
export type CashierMetadata = z.infer<typeof CashierMetadataSchema>;

export const getCashierMetadata = defineEndpoint({
  method: 'GET',
  path: '/w/api/cashier/metadata',
  response: CashierMetadataSchema,
  summary: 'Everything the cashier screens need: methods, banks and stored bank accounts.',
});
