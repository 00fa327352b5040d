import { describe, expect, it } from 'vitest';
import { chosenDay, leagueDays } from './sportsbook-days.ts';

describe('league days', () => {
  const now = new Date(2026, 11, 30, 23, 30);

  it('offers today and the next three days, across a year end', () => {
    expect(leagueDays(now)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('takes an offered ?date and falls back to today for anything else', () => {
    const days = leagueDays(now);
    expect(chosenDay('2027-01-01', days)).toBe('2027-01-01');
    expect(chosenDay('2027-01-03', days)).toBe('2026-12-30');
    expect(chosenDay('junk', days)).toBe('2026-12-30');
    expect(chosenDay(null, days)).toBe('2026-12-30');
  });
});
