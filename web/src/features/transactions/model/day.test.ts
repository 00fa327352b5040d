import { describe, expect, it } from 'vitest';
import { dayBounds, historyRange, readDay, readDays } from './day.ts';

describe("the bet history's days", () => {
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

  it('reads ?from= and ?to=, else ?date= for both, inside the history and in order', () => {
    const range = historyRange(60, new Date(2026, 10, 23, 8));
    const days = (query: string) => readDays(new URLSearchParams(query), range);
    expect(days('')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(days('date=2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(days('from=2026-11-01&to=2026-11-10')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(days('from=2026-11-10&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(days('date=2026-11-20&from=2025-01-01')).toEqual({
      from: '2026-09-24',
      to: '2026-11-20',
    });
  });
});
