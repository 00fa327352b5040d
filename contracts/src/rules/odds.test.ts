import { describe, expect, it } from 'vitest';
import { americanToDecimal, formatAmerican, isAmericanPrice, toWin } from './odds.ts';

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
