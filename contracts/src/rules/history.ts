import { DEFAULT_MAX_HISTORY_DAYS } from './constants.ts';

const DAYS_PER_WEEK = 7;

/**
 * The longest history the app offers, whatever maxHistoryDays says: a year and a day. The setting
 * is any positive integer in the contract; a week select of a million options would freeze the tab
 * (issue 36, decision 191).
 */
export const MAX_HISTORY_DAYS = 366;

/**
 * SPEC §9: the days of history the bettor may look back on. A missing or unusable setting falls
 * back to the default; a setting above MAX_HISTORY_DAYS is held to it.
 */
export function historyDays(maxHistoryDays: number | null | undefined): number {
  const days =
    typeof maxHistoryDays === 'number' && Number.isFinite(maxHistoryDays) && maxHistoryDays > 0
      ? Math.ceil(maxHistoryDays)
      : DEFAULT_MAX_HISTORY_DAYS;
  return Math.min(days, MAX_HISTORY_DAYS);
}

/**
 * SPEC §9: maxHistoryDays gives the number of weeks the Weekly Figure offers. A partial week still
 * holds days inside the history, so it counts: 60 days → 9 weeks (this week and 8 back), and at
 * most 53 (MAX_HISTORY_DAYS). There is always at least this week.
 */
export function historyWeekCount(maxHistoryDays: number | null | undefined): number {
  return Math.max(1, Math.ceil(historyDays(maxHistoryDays) / DAYS_PER_WEEK));
}

/**
 * "The last n days" as calendar days (SPEC §7 quick-game tickets: the last 7 days): today and the
 * n - 1 days before it, in the local calendar of `now`. The first day's local midnight and `now`'s
 * day; at least today.
 */
export function lastCalendarDays(days: number, now: Date): { first: Date; last: Date } {
  const count = Number.isFinite(days) ? Math.max(1, Math.floor(days)) : 1;
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (count - 1));
  const last = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { first, last };
}
