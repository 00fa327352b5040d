import { describe, expect, it } from 'vitest';
import { createWithdrawDialogSchema } from './withdraw-dialog.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const schema = createWithdrawDialogSchema({ minAmount: 10, maxAmount: 1000, balance: 300 });
const valid = { method: 'Cash', branchGuid: '', amount: '100' };

describe('createWithdrawDialogSchema', () => {
  it('accepts a method and an amount within the limits', () => {
    expect(schema.parse(valid)).toEqual({ method: 'Cash', branchGuid: undefined, amount: 100 });
    expect(schema.safeParse({ ...valid, amount: '10' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, amount: '290' }).success).toBe(true);
  });

  it('requires the amount', () => {
    expect(messagesByPath(schema, { ...valid, amount: '' })).toEqual({
      amount: ['validation.required'],
    });
  });

  it("refuses an amount below minAmount with 'Amount must be great than'", () => {
    expect(messagesByPath(schema, { ...valid, amount: '9' })).toEqual({
      amount: ['validation.amountMustBeGreatThan'],
    });
  });

  it('refuses an amount above maxAmount', () => {
    const rich = createWithdrawDialogSchema({ minAmount: 10, maxAmount: 1000, balance: 5000 });
    expect(messagesByPath(rich, { ...valid, amount: '1000.01' })).toEqual({
      amount: ['validation.amountAboveMaximum'],
    });
  });

  it('refuses an amount above the balance minus minAmount', () => {
    expect(messagesByPath(schema, { ...valid, amount: '290.01' })).toEqual({
      amount: ['validation.amountAboveAllowed'],
    });
  });

  it('allows nothing when the balance does not exceed minAmount', () => {
    const poor = createWithdrawDialogSchema({ minAmount: 10, maxAmount: 1000, balance: 8 });
    expect(messagesByPath(poor, { ...valid, amount: '10' })).toEqual({
      amount: ['validation.amountAboveAllowed'],
    });
  });

  it('requires the method', () => {
    expect(messagesByPath(schema, { ...valid, method: '' })).toEqual({
      method: ['validation.required'],
    });
  });

  it('requires the branch for LocalBranch only', () => {
    expect(messagesByPath(schema, { ...valid, method: 'LocalBranch' })).toEqual({
      branchGuid: ['validation.required'],
    });
    expect(schema.parse({ ...valid, method: 'LocalBranch', branchGuid: 'b-1' })).toMatchObject({
      branchGuid: 'b-1',
    });
  });
});
