import { describe, expect, it } from 'vitest';
import { createWithdrawPageSchema } from './withdraw-page.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const schema = createWithdrawPageSchema({ balance: 250 });
const blank = { receiverId: '', branchGuid: '', bankAccountToken: '' };
const valid = { ...blank, method: 'Cash', amount: '100' };

describe('createWithdrawPageSchema', () => {
  it('accepts an amount up to the balance', () => {
    expect(schema.parse(valid)).toEqual({
      method: 'Cash',
      amount: 100,
      receiverId: undefined,
      branchGuid: undefined,
      bankAccountToken: undefined,
    });
    expect(schema.safeParse({ ...valid, amount: '250' }).success).toBe(true);
  });

  it('requires the amount and the method', () => {
    expect(messagesByPath(schema, { ...blank, method: '', amount: '' })).toEqual({
      method: ['validation.required'],
      amount: ['validation.required'],
    });
  });

  it('refuses an amount above the balance, or of 0', () => {
    expect(messagesByPath(schema, { ...valid, amount: '250.01' })).toEqual({
      amount: ['validation.amountAboveBalance'],
    });
    expect(messagesByPath(schema, { ...valid, amount: '0' })).toEqual({
      amount: ['validation.amountPositive'],
    });
  });

  it.each([
    ['BalanceTransfer', 'receiverId'],
    ['LocalBranch', 'branchGuid'],
    ['BankTransfer', 'bankAccountToken'],
  ])('requires the field %s needs', (method, field) => {
    expect(messagesByPath(schema, { ...valid, method })).toEqual({
      [field]: ['validation.required'],
    });
    expect(schema.safeParse({ ...valid, method, [field]: 'x-1' }).success).toBe(true);
  });
});
