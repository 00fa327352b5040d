import { describe, expect, it } from 'vitest';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { WalletMethod, WalletMethodCode } from '@sportsbook/contracts/schemas/cashier';
import { lookUpMethod } from './withdraw-method.ts';

const method = (id: WalletMethodCode, active = true): WalletMethod => ({
  id,
  name: id,
  icon: null,
  enabled: active,
  disabled: !active,
  available: active,
  status: active ? 'Active' : 'InActive',
});

const metadata: CashierMetadata = {
  depositAvailables: [method('BankDeposit')],
  withdrawAvailables: [
    method('LocalBranch'),
    method('Cash', false),
    method('BalanceTransfer'),
    method('BankTransfer'),
  ],
  bankAccounts: [],
  banks: [],
  systemSettings: { withdrawMethods: [] },
};

describe('lookUpMethod', () => {
  it('locks the page to an Active withdraw method the cashier offers', () => {
    expect(lookUpMethod(metadata, 'BalanceTransfer', false)).toEqual({
      available: true,
      method: method('BalanceTransfer'),
    });
  });

  it.each([['Cash'], ['BankDeposit'], ['localbranch'], [undefined]])(
    'refuses %s: unknown, not Active, or not a withdraw method',
    (id) => {
      expect(lookUpMethod(metadata, id, true)).toEqual({ available: false, reason: 'unknown' });
    },
  );

  it('refuses a bank transfer without bank accounts', () => {
    expect(lookUpMethod(metadata, 'BankTransfer', false)).toEqual({
      available: false,
      reason: 'noBankAccounts',
    });
    expect(lookUpMethod(metadata, 'BankTransfer', true).available).toBe(true);
  });
});
