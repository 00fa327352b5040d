import { z } from 'zod';
import { optionalText, requiredChoice, requiredText } from './fields.ts';

export const BANK_ACCOUNT_TYPES = ['SavingAccount', 'CheckingAccount', 'CreditDebit'] as const;
export const BANK_ACCOUNT_STATUSES = ['Active', 'Cancelled'] as const;

export const bankAccountFormSchema = z.object({
  bankGuid: requiredText(),
  accountType: z.enum(BANK_ACCOUNT_TYPES, requiredChoice),
  accountNumber: requiredText(),
  accountName: requiredText(),
  accountDescription: optionalText(),
  status: z.enum(BANK_ACCOUNT_STATUSES, requiredChoice),
});

export type BankAccountForm = z.infer<typeof bankAccountFormSchema>;
