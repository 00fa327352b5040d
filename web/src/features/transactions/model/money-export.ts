import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import type { CsvColumn } from './csv.ts';
import { sortRows, type OrderKey, type RowOrder } from './row-order.ts';

/** What each sortable column of the deposit / withdraw table sorts by: the table's and the CSV's. */
export const MONEY_ORDER_KEYS = {
  date: (transaction) => Date.parse(transaction.date),
  amount: (transaction) => transaction.amount,
  newBalance: (transaction) => transaction.newBalance,
  reason: (transaction) => transaction.reason,
} satisfies Record<string, OrderKey<AccountTransaction>>;

export const sortTransactions = (
  transactions: readonly AccountTransaction[],
  order: readonly RowOrder[],
): AccountTransaction[] => sortRows(transactions, order, MONEY_ORDER_KEYS);

/** The table's five columns as CSV columns, each headed as `header` names it (the table's words). */
export function moneyCsvColumns(
  header: (column: 'id' | 'date' | 'amount' | 'newBalance' | 'type') => string,
): CsvColumn<AccountTransaction>[] {
  return [
    { header: header('id'), kind: 'integer', value: (transaction) => transaction.id },
    { header: header('date'), kind: 'date', value: (transaction) => transaction.date },
    { header: header('amount'), kind: 'money', value: (transaction) => transaction.amount },
    { header: header('newBalance'), kind: 'money', value: (transaction) => transaction.newBalance },
    // Server text: the writer neutralises a leading formula character.
    { header: header('type'), kind: 'text', value: (transaction) => transaction.reason },
  ];
}
