import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONEY_MAX, centsOf, fromCents, isWholeCents, snapToCents, toCents } from './money.ts';

describe('isWholeCents', () => {
  it('takes whole dollars and cents, float noise included', () => {
    expect(isWholeCents(10)).toBe(true);
    expect(isWholeCents(10.25)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(MONEY_MAX - 0.01)).toBe(true);
  });

  it('refuses fractions of a cent and non-finite numbers', () => {
    expect(isWholeCents(10.005)).toBe(false);
    expect(isWholeCents(5.005)).toBe(false);
    expect(isWholeCents(0.001)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
    expect(isWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isWholeCents(1e300)).toBe(false);
  });
});

describe('cents', () => {
  it('converts both ways without drift', () => {
    expect(toCents(10.25)).toBe(1025);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-4.1)).toBe(-410);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(fromCents(1025)).toBe(10.25);
    expect(() => toCents(5.005)).toThrow(RangeError);
    expect(() => fromCents(10.5)).toThrow(RangeError);
  });

  it('round-trips every amount up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MONEY_MAX * 100, max: MONEY_MAX * 100 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        // What JSON carries reads back as the same cents.
        expect(centsOf(Number(JSON.stringify(fromCents(cents))))).toBe(cents);
      }),
    );
  });

  it('sums of typed amounts are still whole cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 30 }), (list) => {
        const floatSum = list.reduce((sum, cents) => sum + cents / 100, 0);
        expect(centsOf(floatSum)).toBe(list.reduce((sum, cents) => sum + cents, 0));
      }),
    );
  });

  it('snaps float noise to its cents and leaves anything else for the schema', () => {
    expect(snapToCents(0.1 + 0.2)).toBe(0.3);
    expect(snapToCents(57 * 0.01)).toBe(0.57);
    expect(snapToCents(5.005)).toBe(5.005);
    expect(snapToCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(snapToCents(5e-324)).toBe(0);
  });
});
