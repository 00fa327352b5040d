import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import {
  ACCOUNT_DEPOSIT_NUMBER_PREFIX,
  ACCOUNT_WITHDRAW_NUMBER_PREFIX,
} from '@sportsbook/contracts/rules/constants';

/** What the page lists: the day's tickets, or its deposits and withdrawals. */
export type TransactionType = 'ticket' | 'deposit' | 'withdraw';
/** The deposit / withdraw table's filter (SPEC §2: All, Deposit or Withdraw). */
export type MoneyFilter = 'all' | 'deposit' | 'withdraw';

export const MONEY_FILTERS: readonly MoneyFilter[] = ['all', 'deposit', 'withdraw'];

/** The route's type (path or ?type=); anything else lists tickets. */
export function readType(value: string | null | undefined): TransactionType {
  return value === 'deposit' || value === 'withdraw' ? value : 'ticket';
}

/** ?filter= when it names one, else the route's type. */
export function readFilter(value: string | null, type: TransactionType): MoneyFilter {
  const named = MONEY_FILTERS.find((filter) => filter === value);
  if (named) return named;
  return type === 'withdraw' ? 'withdraw' : 'deposit';
}

/** Deposit or withdrawal, told by the ACCTDEP / ACCTWITH part of its number (SPEC §3, §9). */
export function kindOf(transaction: AccountTransaction): 'deposit' | 'withdraw' | null {
  if (transaction.number.includes(ACCOUNT_DEPOSIT_NUMBER_PREFIX)) return 'deposit';
  if (transaction.number.includes(ACCOUNT_WITHDRAW_NUMBER_PREFIX)) return 'withdraw';
  return null;
}

export function filterTransactions(
  transactions: AccountTransaction[],
  filter: MoneyFilter,
): AccountTransaction[] {
  return filter === 'all'
    ? transactions
    : transactions.filter((transaction) => kindOf(transaction) === filter);
}

/** A sum of money amounts in whole cents, so 0.1 + 0.2 totals 0.30. */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
