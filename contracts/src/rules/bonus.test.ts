import { describe, expect, it } from 'vitest';
import { isBonusExpiringSoon } from './bonus.ts';

const now = new Date('2025-03-28T12:00:00Z');
const hoursFromNow = (hours: number): Date => new Date(now.getTime() + hours * 3_600_000);

describe('isBonusExpiringSoon', () => {
  it('flags a bonus expiring within the next 24 hours', () => {
    expect(isBonusExpiringSoon(hoursFromNow(1), now)).toBe(true);
    expect(isBonusExpiringSoon(hoursFromNow(23.9), now)).toBe(true);
    expect(isBonusExpiringSoon(hoursFromNow(24), now)).toBe(true);
  });

  it('does not flag a bonus expiring later', () => {
    expect(isBonusExpiringSoon(hoursFromNow(24.01), now)).toBe(false);
    expect(isBonusExpiringSoon(hoursFromNow(72), now)).toBe(false);
  });

  it('flags a bonus expired by under 1 hour', () => {
    expect(isBonusExpiringSoon(now, now)).toBe(true);
    expect(isBonusExpiringSoon(hoursFromNow(-0.5), now)).toBe(true);
  });

  it('does not flag a bonus expired for an hour or more', () => {
    expect(isBonusExpiringSoon(hoursFromNow(-1), now)).toBe(false);
    expect(isBonusExpiringSoon(hoursFromNow(-30), now)).toBe(false);
  });

  it('accepts ISO strings and ignores unreadable dates', () => {
    expect(isBonusExpiringSoon('2025-03-29T06:00:00Z', now)).toBe(true);
    expect(isBonusExpiringSoon('2025-04-05T06:00:00Z', now)).toBe(false);
    expect(isBonusExpiringSoon('not a date', now)).toBe(false);
  });
});
