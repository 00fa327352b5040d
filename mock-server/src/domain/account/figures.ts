import type { WeeklyFigureRow } from '@sportsbook/contracts/schemas/account';
import type { MockState } from '../../db/state.ts';
import type { Caller, Handler, UserRecord } from '../handler.ts';
import { entriesOf, type LedgerKind } from '../ledger.ts';
import { roundMoney } from '../money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Figures split each day's ledger movement three ways, so a row always reconciles:
// endBalance = previous endBalance + balance (win/loss) + depositAmount - withdrawAmount.
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

type Entry = ReturnType<typeof entriesOf>[number];
type TicketRecord = ReturnType<MockState['db']['ticket']['getAll']>[number];

const sum = (values: number[]): number =>
  roundMoney(values.reduce((total, value) => total + value, 0));
const within = (iso: string, from: number, to: number): boolean => {
  const at = Date.parse(iso);
  return at >= from && at < to;
};

function figureRow(
  user: UserRecord,
  day: number,
  entries: Entry[],
  tickets: TicketRecord[],
): WeeklyFigureRow {
  const end = day + DAY_MS;
  const ofDay = entries.filter((entry) => within(entry.createdAt, day, end));
  const placed = tickets.filter((ticket) => within(ticket.date, day, end));
  const amountsOf = (kinds: readonly string[]) =>
    ofDay.filter((entry) => kinds.includes(entry.kind)).map((entry) => entry.amount);
  const betting = ofDay.filter(
    (entry) => !DEPOSIT_KINDS.includes(entry.kind) && !WITHDRAW_KINDS.includes(entry.kind),
  );
  const before = entries
    .filter((entry) => Date.parse(entry.createdAt) < end)
    .map((entry) => entry.amount);
  return {
    date: new Date(day).toISOString(),
    ticketCount: placed.length,
    amountPending: sum(
      placed
        .filter((ticket) => ticket.winner === 'P' && ticket.status === 'A')
        .map((ticket) => ticket.amount),
    ),
    balance: sum(betting.map((entry) => entry.amount)),
    depositAmount: sum(amountsOf(DEPOSIT_KINDS)),
    withdrawAmount: -sum(amountsOf(WITHDRAW_KINDS)) || 0,
    endBalance: sum([user.openingBalance, ...before]),
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
  const entries = entriesOf(state, user.userId);
  const tickets = state.db.ticket.findMany({ where: { userId: { equals: user.userId } } });
  return days.map((day) => figureRow(user, day, entries, tickets));
}

export const figure: Handler<'account.figure'> = ({ state, caller }, { query }) =>
  weeklyFigure(state, caller, query.week);
