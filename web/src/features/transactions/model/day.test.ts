import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, historyRange, parseIsoDay, readDay, toIsoDay } from './day.ts';

describe('days in URLs', () => {
  it('writes and reads the local calendar day as yyyy-MM-dd', () => {
    expect(toIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(parseIsoDay('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('refuses text that is not a real day', () => {
    for (const text of ['', 'today', '2026-1-5', '2026-02-31', '2026-13-01', null, undefined]) {
      expect(parseIsoDay(text)).toBe(null);
    }
  });

  it('steps across months and years', () => {
    expect(toIsoDay(addDays(new Date(2026, 11, 31), 1))).toBe('2027-01-01');
    expect(toIsoDay(addDays(new Date(2026, 2, 1), -1))).toBe('2026-02-28');
  });

  it('bounds a day from its first to its last millisecond', () => {
    const { start, end } = dayBounds('2026-11-21');
    expect(new Date(start)).toEqual(new Date(2026, 10, 21));
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(24 * 60 * 60 * 1000 - 1);
  });

  it('reads the URL day inside the history: today when missing or unreadable, else clamped', () => {
    const range = historyRange(60, new Date(2026, 10, 23, 8));
    expect(range).toEqual({ min: '2026-09-24', max: '2026-11-23' });
    expect(readDay(null, range)).toBe('2026-11-23');
    expect(readDay('yesterday', range)).toBe('2026-11-23');
    expect(readDay('2026-11-20', range)).toBe('2026-11-20');
    expect(readDay('2026-12-01', range)).toBe('2026-11-23');
    expect(readDay('2025-01-01', range)).toBe('2026-09-24');
  });
});
