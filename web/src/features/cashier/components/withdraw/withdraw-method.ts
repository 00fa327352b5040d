import { WITHDRAW_METHODS } from '@sportsbook/contracts/forms/cashier-methods';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { WalletMethod } from '@sportsbook/contracts/schemas/cashier';

const WITHDRAW_CODES: readonly string[] = Object.values(WITHDRAW_METHODS);

/** Why the page cannot take a withdrawal by the method in its URL. */
export type Unavailable = 'unknown' | 'noBankAccounts';

export type MethodLookup =
  { available: true; method: WalletMethod } | { available: false; reason: Unavailable };

/**
 * The method the page is locked to: `id` must be a withdraw method the cashier offers and Active.
 * A bank transfer also needs stored bank accounts, which only allowBankAccount permits.
 */
export function lookUpMethod(
  metadata: CashierMetadata,
  id: string | undefined,
  allowBankAccount: boolean,
): MethodLookup {
  const method = metadata.withdrawAvailables.find(
    (candidate) => candidate.id === id && WITHDRAW_CODES.includes(candidate.id),
  );
  if (method?.status !== 'Active') return { available: false, reason: 'unknown' };
  if (method.id === WITHDRAW_METHODS.bankTransfer && !allowBankAccount) {
    return { available: false, reason: 'noBankAccounts' };
  }
  return { available: true, method };
}
