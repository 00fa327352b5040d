import type { WeeklyFigureRow } from '@sportsbook/contracts/schemas/account';
import type { MockState } from '../../db/state.ts';
import type { Caller, Handler } from '../handler.ts';
import { movementsOf, type LedgerKind, type Movement } from '../ledger.ts';
import { amountOf, cents, sumAmounts } from '../money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Figures split each day's ledger movement three ways, so a row always reconciles:
// endBalance = previous endBalance + balance (win/loss) + depositAmount - withdrawAmount.
// They follow the balance the customer is shown (decision 082, ledger.ts movementsOf): a withdrawal
// counts on the day it was requested, so today's endBalance is the available balance.
const DEPOSIT_KINDS: readonly string[] = ['deposit', 'credit'] satisfies LedgerKind[];
const WITHDRAW_KINDS: readonly string[] = [
  'withdraw',
  'withdrawCancel',
  'debit',
] satisfies LedgerKind[];

/** Midnight (UTC, as every seeded date) of the day holding `at`. */
export const startOfDay = (at: number): number => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
};

/**
 * The days of week `week` (0 = this week), Monday first, as day-start epoch ms. The current week
 * stops at today; a week that ended before the history window is empty (decision 013).
 */
export function daysOfWeek(now: Date, week: number, maxHistoryDays: number): number[] {
  const today = startOfDay(now.getTime());
  const mondayOffset = (new Date(today).getUTCDay() + 6) % 7;
  const first = today - (mondayOffset + 7 * week) * DAY_MS;
  const last = Math.min(first + 6 * DAY_MS, today);
  if (last < today - maxHistoryDays * DAY_MS) return [];
  const days: number[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(day);
  return days;
}

type TicketRecord = ReturnType<MockState['db']['ticket']['getAll']>[number];

const within = (at: number, from: number, to: number): boolean => at >= from && at < to;
const centsSum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);

function figureRow(
  openingCents: number,
  day: number,
  movements: readonly Movement[],
  tickets: readonly TicketRecord[],
): WeeklyFigureRow {
  const end = day + DAY_MS;
  const ofDay = movements.filter((movement) => within(movement.at, day, end));
  const placed = tickets.filter((ticket) => within(Date.parse(ticket.date), day, end));
  const centsOfKinds = (kinds: readonly string[]) =>
    centsSum(ofDay.filter((movement) => kinds.includes(movement.kind)).map((m) => m.cents));
  const betting = ofDay.filter(
    (movement) => !DEPOSIT_KINDS.includes(movement.kind) && !WITHDRAW_KINDS.includes(movement.kind),
  );
  const before = movements.filter((movement) => movement.at < end).map((m) => m.cents);
  const pending = placed.filter((ticket) => ticket.winner === 'P' && ticket.status === 'A');
  return {
    date: new Date(day).toISOString(),
    ticketCount: placed.length,
    amountPending: sumAmounts(pending.map((ticket) => ticket.amount)),
    balance: amountOf(centsSum(betting.map((m) => m.cents))),
    depositAmount: amountOf(centsOfKinds(DEPOSIT_KINDS)),
    withdrawAmount: amountOf(-centsOfKinds(WITHDRAW_KINDS)),
    endBalance: amountOf(openingCents + centsSum(before)),
  };
}

/** One row per day of the week, oldest first, every number derived from the ledger and the tickets. */
export function weeklyFigure(
  state: MockState,
  { user, settings }: Caller,
  week: number,
): WeeklyFigureRow[] {
  const days = daysOfWeek(state.now(), week, settings.maxHistoryDays);
  if (days.length === 0) return [];
  const movements = movementsOf(state, user.userId);
  const tickets = state.db.ticket.findMany({ where: { userId: { equals: user.userId } } });
  const opening = cents(user.openingBalance);
  return days.map((day) => figureRow(opening, day, movements, tickets));
}

export const figure: Handler<'account.figure'> = ({ state, caller }, { query }) =>
  weeklyFigure(state, caller, query.week);
