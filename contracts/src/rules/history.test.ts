import { describe, expect, it } from 'vitest';
import { historyWeekCount } from './history.ts';

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
