import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries, refreshAfterWalletRequest } from '@/lib/queries/cashier-queries.ts';
import { withBankAccount, withdrawalFailure } from './withdraw-mutations.ts';

describe('withdrawalFailure', () => {
  const refusal = (status: number, message: string) =>
    new ApiError('cashier.createRequest', status, message);

  it("heads a refusal in the language shown and keeps the server's words as the detail", () => {
    expect(withdrawalFailure(refusal(400, 'The receiver account does not exist.'))).toEqual({
      title: 'Your withdraw request was not accepted.',
      detail: 'The receiver account does not exist.',
    });
  });

  it('says the request could not be sent when the server or the network failed', () => {
    expect(withdrawalFailure(refusal(500, 'Internal Server Error'))).toEqual({
      title: 'Your withdraw request could not be sent. Please try again.',
      detail: undefined,
    });
    expect(withdrawalFailure(new TypeError('Failed to fetch')).detail).toBeUndefined();
  });
});

describe('refreshAfterWalletRequest', () => {
  it('marks the request lists and the account figures stale, and not the metadata', async () => {
    const client = new QueryClient();
    const keys = {
      open: cashierQueries.walletRequests(false).queryKey,
      standing: accountQueries.standing().queryKey,
      snapshot: accountQueries.snapshot().queryKey,
      metadata: cashierQueries.metadata().queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    await refreshAfterWalletRequest(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.open)).toBe(true);
    expect(stale(keys.standing)).toBe(true);
    expect(stale(keys.snapshot)).toBe(true);
    expect(stale(keys.metadata)).toBe(false);
  });
});

describe('withBankAccount', () => {
  const account = (accountToken: string, accountNumber: string): CustomerBankAccount => ({
    accountToken,
    accountNumber,
    bankGuid: '00000000-0000-4000-8000-000000000001',
    accountName: 'Dana Morales',
    accountType: 'SavingAccount',
    accountDescription: '',
    status: 'Active',
  });
  const metadata: CashierMetadata = {
    depositAvailables: [],
    withdrawAvailables: [],
    bankAccounts: [account('a', '111')],
    banks: [],
    systemSettings: { withdrawMethods: [] },
  };

  it('adds the stored account to the list the form offers', () => {
    expect(
      withBankAccount(metadata, account('b', '222')).bankAccounts.map((a) => a.accountNumber),
    ).toEqual(['111', '222']);
  });

  it('never lists the same token twice', () => {
    expect(withBankAccount(metadata, account('a', '333')).bankAccounts).toEqual([
      account('a', '333'),
    ]);
  });
});
