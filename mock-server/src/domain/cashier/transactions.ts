import type { TransactionsQuery } from '@sportsbook/contracts/endpoints/cashier/list-transactions';
import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import {
  ACCOUNT_DEPOSIT_NUMBER_PREFIX,
  ACCOUNT_WITHDRAW_NUMBER_PREFIX,
} from '@sportsbook/contracts/rules/constants';
import type { MockState } from '../../db/state.ts';
import type { UserRecord } from '../handler.ts';
import { roundMoney } from '../money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = { deposit: ACCOUNT_DEPOSIT_NUMBER_PREFIX, withdraw: ACCOUNT_WITHDRAW_NUMBER_PREFIX };

const isWalletKind = (kind: string): kind is keyof typeof PREFIX =>
  kind === 'deposit' || kind === 'withdraw';

/**
 * Deposits and withdrawals booked in [date, dateTo] (whole UTC days), newest first. newBalance is
 * the balance right after each entry, replayed over the whole ledger in booking-time order: seeded
 * history is back-dated, so entry ids do not follow time.
 */
export function listTransactions(
  state: MockState,
  user: UserRecord,
  query: TransactionsQuery,
): AccountTransaction[] {
  const from = Date.parse(`${query.date}T00:00:00.000Z`);
  const to = Date.parse(`${query.dateTo ?? query.date}T00:00:00.000Z`) + DAY_MS;
  const entries = state.db.ledgerEntry
    .findMany({ where: { userId: { equals: user.userId } } })
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);

  let balance = user.openingBalance;
  const listed: AccountTransaction[] = [];
  for (const entry of entries) {
    balance = roundMoney(balance + entry.amount);
    const at = Date.parse(entry.createdAt);
    if (!isWalletKind(entry.kind) || at < from || at >= to) continue;
    const prefix = PREFIX[entry.kind];
    listed.push({
      number: entry.reference.includes(prefix) ? entry.reference : `${prefix}${entry.id}`,
      id: entry.id,
      date: entry.createdAt,
      amount: entry.amount,
      newBalance: balance,
      reason: entry.description,
    });
  }
  return listed.reverse();
}
