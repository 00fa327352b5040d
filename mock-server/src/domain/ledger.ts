import type { MockState } from '../db/state.ts';
import { badRequest, notFound } from './errors.ts';
import { amountOf, cents } from './money.ts';

/**
 * The one source of every balance. Wagers, cash-outs, settlements, deposits, withdrawals, quick-game
 * tickets and control-API credits all post here; standing, summary, snapshot, figures and transactions
 * are derived from the entries. Every sum runs in integer cents (decision 080).
 *
 * Two balances (decision 082): the book balance is opening + every entry; the available balance,
 * which every answer and push shows and every debit is checked against, is the book balance less
 * the withdrawals still pending (each reserves its amount until it is approved, declined or cancelled).
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

function userOf(state: MockState, userId: number) {
  const user = state.db.user.findFirst({ where: { userId: { equals: userId } } });
  if (!user) throw notFound('User');
  return user;
}

/**
 * Opening balance plus every entry, in cents. The ledger grows with every bet and the wager path
 * reads the balance several times, so it is filtered in plain code: @mswjs/data's findMany compiles
 * its query for every record (issue 15: a bet's time grew with the ledger).
 */
export function bookCentsOf(state: MockState, userId: number): number {
  const user = userOf(state, userId);
  let sum = cents(user.openingBalance);
  for (const entry of state.db.ledgerEntry.getAll()) {
    if (entry.userId === userId) sum += cents(entry.amount);
  }
  return sum;
}

type WalletRequestRecord = ReturnType<MockState['db']['walletRequest']['getAll']>[number];

/** A withdrawal that still holds its amount: pending and not cancelled. */
export const isReserving = (request: WalletRequestRecord): boolean =>
  request.type === 'withdraw' && request.requestState === 'Pending' && request.status === 'Active';

/** What the user's pending withdrawals hold back, in cents. */
export function reservedCentsOf(state: MockState, userId: number): number {
  return state.db.walletRequest
    .findMany({ where: { userId: { equals: userId } } })
    .filter(isReserving)
    .reduce((sum, request) => sum + cents(request.amount), 0);
}

/** The book balance less what pending withdrawals reserve, in cents. */
export function availableCentsOf(state: MockState, userId: number): number {
  return bookCentsOf(state, userId) - reservedCentsOf(state, userId);
}

/** The balance every answer shows: the available balance. */
export function balanceOf(state: MockState, userId: number): number {
  return amountOf(availableCentsOf(state, userId));
}

/** Pushes the user's balance (as shown) to their hub connections; answers it. */
export function pushBalance(state: MockState, userId: number): number {
  const balance = balanceOf(state, userId);
  state.emit('balance', userOf(state, userId).userName, balance);
  return balance;
}

/**
 * The opening balance that leaves a user with `available` once their entries and reservations are
 * counted (the seed's personas start from round figures whatever their history).
 */
export function openingBalanceFor(state: MockState, userId: number, available: number): number {
  const opening = cents(userOf(state, userId).openingBalance);
  const held = availableCentsOf(state, userId) - opening;
  return amountOf(cents(available) - held);
}

export interface PostEntry {
  userId: number;
  /** Signed amount in whole cents' worth: positive credits the balance, negative debits it. */
  amount: number;
  kind: LedgerKind;
  reference: string;
  description: string;
  /** Back-dating for seeded history; defaults to now. */
  at?: Date;
}

/** Appends one entry and pushes the new balance to the user's connections. Returns the balance. */
export function postEntry(state: MockState, entry: PostEntry) {
  userOf(state, entry.userId);
  const value = cents(entry.amount);
  if (value === 0) throw badRequest('A ledger entry moves at least one cent.');
  const created = state.db.ledgerEntry.create({
    id: state.nextId('ledger'),
    userId: entry.userId,
    amount: amountOf(value),
    kind: entry.kind,
    reference: entry.reference,
    description: entry.description,
    createdAt: (entry.at ?? state.now()).toISOString(),
  });
  return { entry: created, balance: pushBalance(state, entry.userId) };
}

/** One change of the available balance (decision 082), in cents. */
export interface Movement {
  /** The ledger entry; 0 for a withdrawal counted at its request. */
  id: number;
  cents: number;
  /** Epoch ms. */
  at: number;
  kind: LedgerKind | (string & {});
}

/** Withdrawals that took money from the customer: pending (reserved) or approved (booked). */
const countsAsWithdrawal = (request: WalletRequestRecord): boolean =>
  request.type === 'withdraw' && (isReserving(request) || request.requestState === 'Approved');

/**
 * The history of the available balance, oldest first: every ledger entry, except that a withdrawal
 * counts when it was requested (its reservation) rather than when it was booked. A declined or
 * cancelled withdrawal is left out: the records keep no time for its release. opening + the sum of
 * the movements is the available balance now.
 */
export function movementsOf(state: MockState, userId: number): Movement[] {
  const withdrawals = state.db.walletRequest
    .findMany({ where: { userId: { equals: userId } } })
    .filter(countsAsWithdrawal);
  const booked = new Set(withdrawals.map((request) => request.ledgerEntryId));
  const entries = state.db.ledgerEntry
    .findMany({ where: { userId: { equals: userId } } })
    .filter((entry) => !booked.has(entry.id))
    .map((entry) => ({
      id: entry.id,
      cents: cents(entry.amount),
      at: Date.parse(entry.createdAt),
      kind: entry.kind,
    }));
  const requested = withdrawals.map((request) => ({
    id: 0,
    cents: -cents(request.amount),
    at: Date.parse(request.createdDate),
    kind: 'withdraw',
  }));
  return [...requested, ...entries].sort((a, b) => a.at - b.at || a.id - b.id);
}

export function entriesOf(state: MockState, userId: number, from?: Date, to?: Date) {
  return state.db.ledgerEntry
    .findMany({ where: { userId: { equals: userId } }, orderBy: { id: 'asc' } })
    .filter((e) => {
      const at = Date.parse(e.createdAt);
      return (!from || at >= from.getTime()) && (!to || at <= to.getTime());
    });
}
