import { describe, expect, it } from 'vitest';
import { historyDays, historyWeekCount, lastCalendarDays, MAX_HISTORY_DAYS } from './history.ts';

describe('historyWeekCount', () => {
  it('gives 9 weeks for the default 60 days of history', () => {
    expect(historyWeekCount(60)).toBe(9);
    expect(historyWeekCount(undefined)).toBe(9);
  });

  it('counts a partial week and keeps at least this week', () => {
    expect(historyWeekCount(7)).toBe(1);
    expect(historyWeekCount(8)).toBe(2);
    expect(historyWeekCount(1)).toBe(1);
  });

  it('falls back to the default for unusable settings', () => {
    for (const value of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(historyWeekCount(value)).toBe(9);
    }
  });
});

describe('a huge maxHistoryDays (issue 36, decision 191)', () => {
  it('is held to a year and a day: 53 weeks, never millions of options', () => {
    for (const value of [367, 10_000, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER]) {
      expect(historyDays(value)).toBe(MAX_HISTORY_DAYS);
      expect(historyWeekCount(value)).toBe(53);
    }
    expect(historyDays(366)).toBe(366);
    expect(historyDays(90)).toBe(90);
  });
});

describe('lastCalendarDays', () => {
  const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const isMidnight = (date: Date) =>
    date.getHours() + date.getMinutes() + date.getSeconds() + date.getMilliseconds() === 0;

  it('makes "the last 7 days" today and the 6 days before it', () => {
    const { first, last } = lastCalendarDays(7, new Date(2026, 10, 26, 15, 30));
    expect(day(first)).toEqual([2026, 11, 20]);
    expect(day(last)).toEqual([2026, 11, 26]);
    expect(isMidnight(first)).toBe(true);
  });

  it('gives the same 7 days from the first to the last moment of today', () => {
    for (const now of [
      new Date(2026, 10, 26, 0, 0, 0, 0),
      new Date(2026, 10, 26, 23, 59, 59, 999),
    ]) {
      const { first, last } = lastCalendarDays(7, now);
      expect(day(first)).toEqual([2026, 11, 20]);
      expect(day(last)).toEqual([2026, 11, 26]);
    }
  });

  it('counts exactly 7 calendar days: the 7th day back is outside', () => {
    const now = new Date(2026, 10, 26, 12);
    const { first } = lastCalendarDays(7, now);
    const dayBefore = new Date(first.getTime() - 1);
    expect(day(dayBefore)).toEqual([2026, 11, 19]);
    const days = new Set<string>();
    for (let at = first.getTime(); at <= now.getTime(); at += 60 * 60 * 1000) {
      days.add(day(new Date(at)).join('-'));
    }
    expect(days.size).toBe(7);
  });

  it('crosses month and year ends by the calendar', () => {
    expect(day(lastCalendarDays(7, new Date(2026, 2, 3, 9)).first)).toEqual([2026, 2, 25]);
    expect(day(lastCalendarDays(7, new Date(2024, 2, 3, 9)).first)).toEqual([2024, 2, 26]);
    expect(day(lastCalendarDays(7, new Date(2027, 0, 2, 9)).first)).toEqual([2026, 12, 27]);
  });

  it('is at least today', () => {
    for (const days of [1, 0, -3, Number.NaN]) {
      const { first, last } = lastCalendarDays(days, new Date(2026, 10, 26, 8));
      expect(day(first)).toEqual([2026, 11, 26]);
      expect(day(last)).toEqual([2026, 11, 26]);
    }
  });
});
