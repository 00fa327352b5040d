import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import {
  BankAccountStatusSchema,
  BankAccountTypeSchema,
} from '@sportsbook/contracts/schemas/account';
import type { MockState } from '../../db/state.ts';
import type { Handler } from '../handler.ts';
import { badRequest, conflict, forbidden } from '../errors.ts';
import { randomHex } from './tokens.ts';

export const BANK_ACCOUNTS_DISABLED = 'Bank accounts are not enabled for this account.';
export const UNKNOWN_BANK = 'The selected bank does not exist.';
export const DUPLICATE_BANK_ACCOUNT = 'This bank account is already registered.';

type BankAccountRecord = ReturnType<MockState['db']['bankAccount']['getAll']>[number];

// Stored records hold the enum values as plain strings; parsing keeps a bad seed from leaking out.
export const toBankAccountDto = (account: BankAccountRecord): CustomerBankAccount => ({
  accountToken: account.accountToken,
  accountNumber: account.accountNumber,
  bankGuid: account.bankGuid,
  accountName: account.accountName,
  accountType: BankAccountTypeSchema.parse(account.accountType),
  accountDescription: account.accountDescription,
  status: BankAccountStatusSchema.parse(account.status),
});

// The list call has no refusal in the contract: with the setting off it simply has nothing to show.
export const listBankAccounts: Handler<'account.listBankAccounts'> = ({ state, caller }) => {
  if (!caller.settings.allowBankAccount) return [];
  return state.db.bankAccount
    .findMany({ where: { userId: { equals: caller.user.userId } } })
    .map(toBankAccountDto);
};

export const addBankAccount: Handler<'account.addBankAccount'> = ({ state, caller }, { body }) => {
  if (!caller.settings.allowBankAccount) throw forbidden(BANK_ACCOUNTS_DISABLED);
  if (!state.db.bank.findFirst({ where: { bankGuid: { equals: body.bankGuid } } }))
    throw badRequest(UNKNOWN_BANK);
  const existing = state.db.bankAccount.findFirst({
    where: {
      userId: { equals: caller.user.userId },
      bankGuid: { equals: body.bankGuid },
      accountNumber: { equals: body.accountNumber },
    },
  });
  if (existing) throw conflict(DUPLICATE_BANK_ACCOUNT);
  const created = state.db.bankAccount.create({
    accountToken: randomHex(state.random, 24),
    userId: caller.user.userId,
    bankGuid: body.bankGuid,
    accountNumber: body.accountNumber,
    accountName: body.accountName,
    accountType: body.accountType,
    accountDescription: body.accountDescription,
    status: body.status,
    visible: body.visible,
  });
  return toBankAccountDto(created);
};
