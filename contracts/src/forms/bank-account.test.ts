import { describe, expect, it } from 'vitest';
import { bankAccountFormSchema } from './bank-account.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const valid = {
  bankGuid: '6f1c2a9e-0000-4000-8000-000000000001',
  accountType: 'SavingAccount',
  accountNumber: '000123456',
  accountName: 'Ana Pérez',
  accountDescription: '',
  status: 'Active',
};

describe('bankAccountFormSchema', () => {
  it('accepts a complete account, description optional', () => {
    expect(bankAccountFormSchema.parse(valid)).toEqual({ ...valid, accountDescription: undefined });
    expect(bankAccountFormSchema.parse({ ...valid, accountDescription: 'Payroll' })).toMatchObject({
      accountDescription: 'Payroll',
    });
  });

  it.each(['bankGuid', 'accountNumber', 'accountName'])('requires %s', (field) => {
    expect(messagesByPath(bankAccountFormSchema, { ...valid, [field]: '' })).toEqual({
      [field]: ['validation.required'],
    });
  });

  it('requires a known account type and status', () => {
    expect(
      messagesByPath(bankAccountFormSchema, { ...valid, accountType: '', status: 'Closed' }),
    ).toEqual({ accountType: ['validation.required'], status: ['validation.required'] });
  });

  it('knows every account type and status', () => {
    for (const accountType of ['SavingAccount', 'CheckingAccount', 'CreditDebit']) {
      expect(bankAccountFormSchema.safeParse({ ...valid, accountType }).success).toBe(true);
    }
    expect(bankAccountFormSchema.safeParse({ ...valid, status: 'Cancelled' }).success).toBe(true);
  });
});
