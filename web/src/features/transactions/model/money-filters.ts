import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import { foldText } from '@/lib/fold-text.ts';
import { readDays, type DayRange } from './day.ts';

/**
 * The deposit / withdraw table's filters beyond the SPEC's All / Deposit / Withdraw (issue 25,
 * decision 123): a date range within the history the account keeps, and a text.
 */
export interface MoneyFilters {
  /** yyyy-MM-dd, inside the history range, never after `to`. */
  from: string;
  to: string;
  /** As typed; matching ignores case and accents. */
  text: string;
}

/**
 * Whether the transaction's type (the reason the table shows), its id or its number (which says
 * ACCTDEP or ACCTWITH) holds the text.
 */
export function matchesText(
  transaction: Pick<AccountTransaction, 'reason' | 'id' | 'number'>,
  text: string,
): boolean {
  const wanted = foldText(text).trim();
  if (!wanted) return true;
  return [transaction.reason, String(transaction.id), transaction.number].some((field) =>
    foldText(field).includes(wanted),
  );
}

export function readMoneyFilters(search: URLSearchParams, range: DayRange): MoneyFilters {
  return { ...readDays(search, range), text: search.get('text') ?? '' };
}
