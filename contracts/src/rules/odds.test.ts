import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal, formatAmerican, isAmericanPrice, toWin, toWinCents } from './odds.ts';

describe('isAmericanPrice', () => {
  it.each([100, -100, 150, -110, 2500])('accepts %d', (price) => {
    expect(isAmericanPrice(price)).toBe(true);
  });

  it.each([0, 99, -99, 50, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (price) => {
    expect(isAmericanPrice(price)).toBe(false);
  });
});

describe('americanToDecimal', () => {
  it.each([
    [150, 2.5],
    [100, 2],
    [-100, 2],
    [-200, 1.5],
    [250, 3.5],
  ])('converts %d to %d', (price, decimal) => {
    expect(americanToDecimal(price)).toBe(decimal);
  });

  it('converts a negative price with a repeating decimal', () => {
    expect(americanToDecimal(-110)).toBeCloseTo(1.909090909, 8);
  });

  it.each([0, 99, -99, 50, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (price) => {
    expect(() => americanToDecimal(price)).toThrow(RangeError);
  });
});

describe('toWin', () => {
  it('pays a single -110 bet', () => {
    expect(toWin(100, [-110])).toBe(90);
  });

  it('pays a single +150 bet', () => {
    expect(toWin(100, [150])).toBe(150);
  });

  it('multiplies the legs of a parlay and floors the result', () => {
    expect(toWin(100, [-110, -110])).toBe(264);
  });

  it('floors fractional winnings to a whole number', () => {
    expect(toWin(25, [-110])).toBe(22);
  });

  it('does not lose a unit to floating-point noise', () => {
    // 45 × 1.4 − 45 computes as 17.999999999999993
    expect(toWin(45, [-250])).toBe(18);
    expect(toWin(100, [-125])).toBe(80);
  });

  it('wins nothing on a zero stake or an empty slip', () => {
    expect(toWin(0, [150])).toBe(0);
    expect(toWin(100, [])).toBe(0);
  });

  it('rejects a negative stake and a bad price', () => {
    expect(() => toWin(-1, [150])).toThrow(RangeError);
    expect(() => toWin(100, [150, 0])).toThrow(RangeError);
  });
});

describe('formatAmerican', () => {
  it('signs positive prices and keeps negative ones', () => {
    expect(formatAmerican(150)).toBe('+150');
    expect(formatAmerican(-110)).toBe('-110');
    expect(formatAmerican(100)).toBe('+100');
  });

  it('rejects a price that is not American', () => {
    expect(() => formatAmerican(0)).toThrow(RangeError);
  });
});

describe('toWinCents', () => {
  it('pays in whole units, counted in cents', () => {
    expect(toWinCents(10_000, [-110])).toBe(9_000);
    expect(toWinCents(10_000, [-110, -110])).toBe(26_400);
    expect(toWinCents(4_500, [-250])).toBe(1_800);
    expect(toWinCents(501, [100])).toBe(500);
    expect(toWinCents(0, [150])).toBe(0);
  });

  it('refuses a stake that is not integer cents', () => {
    expect(() => toWinCents(500.5, [150])).toThrow(RangeError);
    expect(() => toWinCents(-1, [150])).toThrow(RangeError);
    expect(() => toWinCents(100, [99])).toThrow(RangeError);
  });

  it('is the exact floor of stake × (product − 1), never a unit off', () => {
    const price = fc.oneof(
      fc.integer({ min: 100, max: 5000 }),
      fc.integer({ min: -5000, max: -100 }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(price, { minLength: 1, maxLength: 6 }),
        (stakeCents, prices) => {
          const win = toWinCents(stakeCents, prices);
          expect(win % 100).toBe(0);
          const multiplier = prices.reduce((product, p) => product * americanToDecimal(p), 1);
          const exact = (stakeCents / 100) * (multiplier - 1);
          // Float reference within its own rounding: the floor sits in (exact − 1, exact].
          expect(win / 100).toBeLessThanOrEqual(exact + 1e-6);
          expect(win / 100).toBeGreaterThan(exact - 1 - 1e-6);
          expect(toWin(stakeCents / 100, prices)).toBe(win / 100);
        },
      ),
    );
  });
});
