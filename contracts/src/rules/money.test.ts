import { describe, expect, it } from 'vitest';
import { isWholeCents } from './money.ts';

describe('isWholeCents', () => {
  it('takes whole dollars and cents, float noise included', () => {
    expect(isWholeCents(10)).toBe(true);
    expect(isWholeCents(10.25)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
  });

  it('refuses fractions of a cent and non-finite numbers', () => {
    expect(isWholeCents(10.005)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
    expect(isWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
