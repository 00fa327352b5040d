import { describe, expect, it } from 'vitest';
import { pendingStake } from './pending-stake.ts';

describe('pendingStake', () => {
  it('counts and sums active tickets in exact cents', () => {
    expect(
      pendingStake([
        { amount: 0.1, toWin: 1, status: 'A' },
        { amount: 0.2, toWin: 2.05, status: 'A' },
      ]),
    ).toEqual({ count: 2, amount: 0.3, toWin: 3.05 });
  });

  it('leaves a cancelled ticket out of the count and the sums (decision 171)', () => {
    expect(
      pendingStake([
        { amount: 150, toWin: 300, status: 'A' },
        { amount: 35, toWin: 31, status: 'C' },
      ]),
    ).toEqual({ count: 1, amount: 150, toWin: 300 });
  });

  it('is nothing for no tickets', () => {
    expect(pendingStake([])).toEqual({ count: 0, amount: 0, toWin: 0 });
  });
});
