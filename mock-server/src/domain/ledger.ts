import type { MockState } from '../db/state.ts';
import { notFound } from './errors.ts';
import { roundMoney } from './money.ts';

/**
 * The one source of every balance. Wagers, cash-outs, settlements, deposits, withdrawals, quick-game
 * tickets and control-API credits all post here; standing, summary, snapshot, figures and transactions
 * are derived from the entries.
 */
export type LedgerKind =
  | 'wager'
  | 'cashout'
  | 'settlement'
  | 'deposit'
  | 'withdraw'
  | 'withdrawCancel'
  | 'quickgame'
  | 'credit'
  | 'debit';

export function balanceOf(state: MockState, userId: number): number {
  const user = state.db.user.findFirst({ where: { userId: { equals: userId } } });
  if (!user) throw notFound('User');
  const entries = state.db.ledgerEntry.findMany({ where: { userId: { equals: userId } } });
  return roundMoney(entries.reduce((sum, entry) => sum + entry.amount, user.openingBalance));
}

export interface PostEntry {
  userId: number;
  /** Signed amount: positive credits the balance, negative debits it. */
  amount: number;
  kind: LedgerKind;
  reference: string;
  description: string;
  /** Back-dating for seeded history; defaults to now. */
  at?: Date;
}

/** Appends one entry and pushes the new balance to the user's connections. Returns the balance. */
export function postEntry(state: MockState, entry: PostEntry) {
  const user = state.db.user.findFirst({ where: { userId: { equals: entry.userId } } });
  if (!user) throw notFound('User');
  const created = state.db.ledgerEntry.create({
    id: state.nextId('ledger'),
    userId: entry.userId,
    amount: roundMoney(entry.amount),
    kind: entry.kind,
    reference: entry.reference,
    description: entry.description,
    createdAt: (entry.at ?? state.now()).toISOString(),
  });
  const balance = balanceOf(state, entry.userId);
  state.emit('balance', user.userName, balance);
  return { entry: created, balance };
}

export function entriesOf(state: MockState, userId: number, from?: Date, to?: Date) {
  return state.db.ledgerEntry
    .findMany({ where: { userId: { equals: userId } }, orderBy: { id: 'asc' } })
    .filter((e) => {
      const at = Date.parse(e.createdAt);
      return (!from || at >= from.getTime()) && (!to || at <= to.getTime());
    });
}
