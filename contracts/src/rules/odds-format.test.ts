import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  americanToDecimal,
  comparePrices,
  formatDecimal,
  formatFractional,
  formatOdds,
} from './odds.ts';

describe('odds formats (issue 25, decision 121)', () => {
  it.each([
    // American, decimal, fractional
    [-110, '-110', '1.91', '10/11'],
    [150, '+150', '2.50', '3/2'],
    [100, '+100', '2.00', '1/1'],
    [-100, '-100', '2.00', '1/1'],
    [10000, '+10000', '101.00', '100/1'],
    [-10000, '-10000', '1.01', '1/100'],
    [-115, '-115', '1.87', '20/23'],
    [-105, '-105', '1.95', '20/21'],
    [105, '+105', '2.05', '21/20'],
    [-120, '-120', '1.83', '5/6'],
    [-200, '-200', '1.50', '1/2'],
    [250, '+250', '3.50', '5/2'],
    [-160, '-160', '1.63', '5/8'],
    [-20000, '-20000', '1.01', '1/200'],
    [333, '+333', '4.33', '333/100'],
  ])('%d → %s, %s, %s', (price, american, decimal, fractional) => {
    expect(formatOdds(price, 'american')).toBe(american);
    expect(formatOdds(price, 'decimal')).toBe(decimal);
    expect(formatOdds(price, 'fractional')).toBe(fractional);
  });

  it('rejects what is no American price', () => {
    expect(() => formatDecimal(50)).toThrow(RangeError);
    expect(() => formatFractional(-99)).toThrow(RangeError);
  });

  it('shows the decimal within half a hundredth of the multiplier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.boolean(), (magnitude, negative) => {
        const price = negative ? -magnitude : magnitude;
        const shown = Number(formatDecimal(price));
        expect(Math.abs(shown - americanToDecimal(price))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('gives a reduced fraction equal to the multiplier minus one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.boolean(), (magnitude, negative) => {
        const price = negative ? -magnitude : magnitude;
        const [num = '', den = ''] = formatFractional(price).split('/');
        const [n, d] = [BigInt(num), BigInt(den)];
        const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
        expect(gcd(n, d)).toBe(1n);
        // (decimal − 1) = p/100 or 100/|p|: n/d equals it exactly.
        if (negative) expect(n * BigInt(magnitude)).toBe(100n * d);
        else expect(n * 100n).toBe(BigInt(magnitude) * d);
      }),
    );
  });

  it.each([
    [-110, 105, -1],
    [105, -110, 1],
    [-110, -105, -1],
    [100, -100, 0],
    [150, 150, 0],
    [-10000, 10000, -1],
  ])('compares %d with %d by payout: %d', (a, b, sign) => {
    expect(comparePrices(a, b)).toBe(sign);
  });
});
