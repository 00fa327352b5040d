import type { EndpointParsedInput } from '@sportsbook/contracts/endpoint';
import type { Registry } from '@sportsbook/contracts/registry';
import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import {
  ACCOUNT_DEPOSIT_NUMBER_PREFIX,
  ACCOUNT_WITHDRAW_NUMBER_PREFIX,
} from '@sportsbook/contracts/rules/constants';
import type { MockState } from '../../db/state.ts';
import type { UserRecord } from '../handler.ts';
import { movementsOf } from '../ledger.ts';
import { amountOf, cents } from '../money.ts';

type TransactionsQuery = EndpointParsedInput<Registry['cashier.transactions']>['query'];

const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = { deposit: ACCOUNT_DEPOSIT_NUMBER_PREFIX, withdraw: ACCOUNT_WITHDRAW_NUMBER_PREFIX };

const isWalletKind = (kind: string): kind is keyof typeof PREFIX =>
  kind === 'deposit' || kind === 'withdraw';

/**
 * Deposits and withdrawals booked in [date, dateTo] (whole UTC days), newest first. newBalance is
 * the balance the customer was shown right after each entry: the available balance (decision 082),
 * replayed over the movements in time order (seeded history is back-dated, so ids do not follow time).
 */
export function listTransactions(
  state: MockState,
  user: UserRecord,
  query: TransactionsQuery,
): AccountTransaction[] {
  const from = Date.parse(`${query.date}T00:00:00.000Z`);
  const to = Date.parse(`${query.dateTo ?? query.date}T00:00:00.000Z`) + DAY_MS;
  const movements = movementsOf(state, user.userId);
  const opening = cents(user.openingBalance);
  // In cents: everything that moved the balance up to this entry (a booked withdrawal's own
  // movement is its request, which came first).
  const balanceAfter = (at: number, id: number) =>
    movements
      .filter((movement) => movement.at < at || (movement.at === at && movement.id <= id))
      .reduce((sum, movement) => sum + movement.cents, opening);

  return state.db.ledgerEntry
    .findMany({ where: { userId: { equals: user.userId } } })
    .flatMap((entry) => {
      const at = Date.parse(entry.createdAt);
      const { kind } = entry;
      return isWalletKind(kind) && at >= from && at < to ? [{ entry, kind, at }] : [];
    })
    .sort((a, b) => b.at - a.at || b.entry.id - a.entry.id)
    .map(({ entry, kind, at }) => ({
      number: entry.reference.includes(PREFIX[kind])
        ? entry.reference
        : `${PREFIX[kind]}${entry.id}`,
      id: entry.id,
      date: entry.createdAt,
      amount: entry.amount,
      newBalance: amountOf(balanceAfter(at, entry.id)),
      reason: entry.description,
    }));
}
