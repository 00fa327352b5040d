import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';

/** How a stored account reads in the select and the summary: bank, number and holder. */
export function bankAccountLabel(account: CustomerBankAccount, banks: readonly Bank[]): string {
  const bank = banks.find((candidate) => candidate.bankGuid === account.bankGuid);
  return [bank?.name, account.accountNumber, account.accountName].filter(Boolean).join(' · ');
}

/** Only an Active account can receive a withdrawal (the server refuses the others). */
export const isUsable = (account: CustomerBankAccount): boolean => account.status === 'Active';
