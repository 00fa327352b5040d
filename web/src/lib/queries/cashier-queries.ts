import type { QueryClient } from '@tanstack/react-query';
import type { TransactionsQuery } from '@sportsbook/contracts/endpoints/cashier/list-transactions';
import { api } from '../api.ts';
import { accountQueries } from './account-queries.ts';
import { apiQuery } from './api-query.ts';

/**
 * Money in and out: wallet requests (the account page's table and the cashier's forms), booked
 * transactions (the transactions page), the cashier's methods and banks, and the branches.
 * Query keys come only from here; filing or cancelling a request invalidates `requests`.
 */
export const cashierQueries = {
  all: ['cashier'] as const,
  requests: () => [...cashierQueries.all, 'requests'] as const,
  /** Open (Pending) requests, or closed ones (Approved, Declined, Rejected). */
  walletRequests: (isClosed: boolean) =>
    apiQuery([...cashierQueries.requests(), { isClosed }], (signal) =>
      api.call('cashier.openRequests', { query: { isClosed } }, { signal }),
    ),
  transactions: (range: TransactionsQuery) =>
    apiQuery([...cashierQueries.all, 'transactions', range], (signal) =>
      api.call('cashier.transactions', { query: range }, { signal }),
    ),
  metadata: () =>
    apiQuery([...cashierQueries.all, 'metadata'], (signal) =>
      api.call('cashier.metadata', {}, { signal }),
    ),
  /** Branches change rarely: kept for the session once read. */
  branches: () =>
    apiQuery(
      [...cashierQueries.all, 'branches'],
      (signal) => api.call('reference.branches', {}, { signal }),
      { staleTime: Infinity },
    ),
};

/**
 * A wallet request filed or cancelled changes the request lists, and the standing and snapshot the
 * account page shows (the snapshot carries the open requests too).
 */
export function refreshAfterWalletRequest(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [cashierQueries.requests(), accountQueries.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
