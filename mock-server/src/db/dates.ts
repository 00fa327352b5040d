import type { MockState } from './state.ts';

/** Seeded dates are relative to today, so the world always looks current. */
export function daysFromNow(state: MockState, days: number, hour = 12, minute = 0): Date {
  const date = new Date(state.now());
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}

/** yyyy-MM-dd of a date (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
