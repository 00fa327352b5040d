import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries, refreshAfterWalletRequest } from '@/lib/queries/cashier-queries.ts';
import { withdrawFailure } from './request-mutations.ts';

describe('refreshAfterWalletRequest', () => {
  it('marks both request lists, the standing and the snapshot stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      open: cashierQueries.walletRequests(false).queryKey,
      closed: cashierQueries.walletRequests(true).queryKey,
      standing: accountQueries.standing().queryKey,
      snapshot: accountQueries.snapshot().queryKey,
      branches: cashierQueries.branches().queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    await refreshAfterWalletRequest(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.open)).toBe(true);
    expect(stale(keys.closed)).toBe(true);
    expect(stale(keys.standing)).toBe(true);
    expect(stale(keys.snapshot)).toBe(true);
    expect(stale(keys.branches)).toBe(false);
  });
});

describe('withdrawFailure', () => {
  const refusal = (status: number, message: string) =>
    new ApiError('cashier.createRequest', status, message);

  it("heads a refusal in the language shown and keeps the server's words as the detail", () => {
    expect(withdrawFailure(refusal(400, 'The selected branch does not exist.'))).toEqual({
      title: 'Your withdraw request was not accepted.',
      detail: 'The selected branch does not exist.',
    });
  });

  it('names a cashier switched off', () => {
    expect(withdrawFailure(refusal(403, 'Forbidden')).title).toBe(
      'The online cashier is not enabled for your account.',
    );
  });

  it('says the request could not be sent when the server or the network failed', () => {
    expect(withdrawFailure(refusal(503, 'Service Unavailable'))).toEqual({
      title: 'Your withdraw request could not be sent. Please try again.',
      detail: undefined,
    });
    expect(withdrawFailure(new TypeError('Failed to fetch')).detail).toBeUndefined();
  });
});
