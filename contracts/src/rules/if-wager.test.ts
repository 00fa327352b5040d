import { describe, expect, it } from 'vitest';
import { maxIfWagerAmount, validateIfWagerAmount } from './if-wager.ts';

describe('maxIfWagerAmount', () => {
  it("equals the slip's to-win", () => {
    expect(maxIfWagerAmount(90)).toBe(90);
    expect(maxIfWagerAmount(0)).toBe(0);
  });

  it('never goes below 0', () => {
    expect(maxIfWagerAmount(-5)).toBe(0);
    expect(maxIfWagerAmount(Number.NaN)).toBe(0);
  });
});

describe('validateIfWagerAmount', () => {
  it("accepts amounts up to the slip's to-win", () => {
    expect(validateIfWagerAmount(0, 90)).toBeNull();
    expect(validateIfWagerAmount(50, 90)).toBeNull();
    expect(validateIfWagerAmount(90, 90)).toBeNull();
  });

  it("refuses an amount above the slip's to-win", () => {
    expect(validateIfWagerAmount(91, 90)).toBe('validation.ifWagerAmountMax');
    expect(validateIfWagerAmount(1, -10)).toBe('validation.ifWagerAmountMax');
  });

  it('refuses a negative or non-numeric amount', () => {
    expect(validateIfWagerAmount(-1, 90)).toBe('validation.amountNotNegative');
    expect(validateIfWagerAmount(Number.NaN, 90)).toBe('validation.amountNumber');
  });
});
