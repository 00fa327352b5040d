import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, parseIsoDay, toIsoDay } from './local-day.ts';

describe('the local day', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes the local calendar day holding a moment as yyyy-MM-dd', () => {
    expect(toIsoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDay(new Date(2026, 0, 5, 23, 59, 59, 999))).toBe('2026-01-05');
    expect(toIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('pads the year to four digits, as yyyy asks', () => {
    const early = new Date(2026, 0, 5);
    early.setFullYear(987);
    expect(toIsoDay(early)).toBe('0987-01-05');
  });

  it('is the local day, not UTC’s, late in the evening west of Greenwich', () => {
    // 23:30 in New York on Nov 28 is already Nov 29 in UTC.
    vi.stubEnv('TZ', 'America/New_York');
    const evening = new Date(2026, 10, 28, 23, 30);
    expect(evening.toISOString().slice(0, 10)).toBe('2026-11-29');
    expect(toIsoDay(evening)).toBe('2026-11-28');
  });

  it('reads a yyyy-MM-dd day back as its local midnight', () => {
    expect(parseIsoDay('2026-01-05')).toEqual(new Date(2026, 0, 5));
    expect(parseIsoDay(toIsoDay(new Date(2027, 1, 28, 15)))).toEqual(new Date(2027, 1, 28));
  });

  it('refuses text that is not a real day', () => {
    for (const text of ['', 'today', '2026-1-5', '2026-02-31', '2026-13-01', null, undefined]) {
      expect(parseIsoDay(text)).toBe(null);
    }
  });

  it('steps by calendar days across months and years', () => {
    expect(toIsoDay(addDays(new Date(2026, 11, 31), 1))).toBe('2027-01-01');
    expect(toIsoDay(addDays(new Date(2026, 2, 1), -1))).toBe('2026-02-28');
    expect(addDays(new Date(2026, 10, 28, 17, 45), 3)).toEqual(new Date(2026, 11, 1));
  });
});
