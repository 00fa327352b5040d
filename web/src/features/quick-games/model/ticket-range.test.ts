import { describe, expect, it } from 'vitest';
import { recentQuickGameDays } from '@/lib/queries/quick-game-queries.ts';

// GET /QGame/GetTicketList for "the last 7 days" (SPEC §7): today and the 6 calendar days before.
describe('the quick-game tickets range', () => {
  it('asks for 7 calendar days, today included, from the first to the last moment of today', () => {
    for (const now of [
      new Date(2026, 10, 26, 0, 0, 0, 0),
      new Date(2026, 10, 26, 23, 59, 59, 999),
    ]) {
      expect(recentQuickGameDays(7, now)).toEqual({
        begindate: '2026-11-20',
        enddate: '2026-11-26',
      });
    }
  });

  it('counts the days across a month end', () => {
    expect(recentQuickGameDays(7, new Date(2026, 2, 3, 12))).toEqual({
      begindate: '2026-02-25',
      enddate: '2026-03-03',
    });
  });

  it('uses 7 days when not told otherwise', () => {
    const now = new Date(2026, 0, 6, 9);
    expect(recentQuickGameDays(undefined, now)).toEqual({
      begindate: '2025-12-31',
      enddate: '2026-01-06',
    });
  });
});
