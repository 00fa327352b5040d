import { describe, expect, it } from 'vitest';
import { maxWithdrawAmount } from './withdraw.ts';

describe('maxWithdrawAmount', () => {
  it('is the balance minus the minimum amount', () => {
    expect(maxWithdrawAmount(500, 10)).toBe(490);
    expect(maxWithdrawAmount(10, 10)).toBe(0);
  });

  it('rounds to cents', () => {
    expect(maxWithdrawAmount(100.1, 10)).toBe(90.1);
    expect(maxWithdrawAmount(0.3, 0.1)).toBe(0.2);
  });

  it('never goes below 0', () => {
    expect(maxWithdrawAmount(5, 10)).toBe(0);
    expect(Object.is(maxWithdrawAmount(9.999, 10), 0)).toBe(true);
    expect(maxWithdrawAmount(Number.NaN, 10)).toBe(0);
  });
});
