import { describe, expect, it } from 'vitest';
import { createDepositSchema } from './deposit.ts';
import { imageBlob, messagesByPath } from '../testing/form-test-support.ts';

const schema = createDepositSchema();
const valid = { amount: '10', method: 'Cash', bankAccount: 'acct-1', proofImage: null };

describe('createDepositSchema', () => {
  it('accepts a deposit of at least 10', () => {
    expect(schema.parse(valid)).toEqual({
      amount: 10,
      method: 'Cash',
      bankAccount: 'acct-1',
      proofImage: undefined,
    });
  });

  it('refuses a deposit below 10', () => {
    expect(messagesByPath(schema, { ...valid, amount: '9.99' })).toEqual({
      amount: ['validation.amountBelowMinimum'],
    });
  });

  it('requires amount, method and bank account', () => {
    expect(messagesByPath(schema, { ...valid, amount: '' })).toEqual({
      amount: ['validation.required'],
    });
    expect(messagesByPath(schema, { ...valid, method: '', bankAccount: '' })).toEqual({
      method: ['validation.required'],
      bankAccount: ['validation.required'],
    });
  });

  it.each(['BankTransfer', 'BankDeposit'])('requires a proof image for %s', (method) => {
    expect(messagesByPath(schema, { ...valid, method })).toEqual({
      proofImage: ['validation.uploadPhotoRequired'],
    });
    const proofImage = imageBlob();
    expect(schema.parse({ ...valid, method, proofImage }).proofImage).toBe(proofImage);
  });

  it('accepts images only', () => {
    const proofImage = imageBlob('application/pdf');
    expect(messagesByPath(schema, { ...valid, method: 'BankTransfer', proofImage })).toEqual({
      proofImage: ['validation.imageOnly'],
    });
  });

  it('takes another minimum when given one', () => {
    const custom = createDepositSchema({ minAmount: 50 });
    expect(messagesByPath(custom, { ...valid, amount: '49' })).toEqual({
      amount: ['validation.amountBelowMinimum'],
    });
  });
});
