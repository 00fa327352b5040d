import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import { accountKeys } from './account-keys.ts';

/**
 * Account figures several features read: the balance (the shell's top bar, push updates, and the
 * account and cashier screens) and the snapshot (the top bar's bonus total and the account page's
 * bonus table, SPEC §2). Query keys come only from here.
 */
export const accountQueries = {
  all: accountKeys.all,
  standing: () =>
    queryOptions({
      queryKey: accountKeys.standing,
      // The balance's one owner (lib/queries/balance.ts, decision 197).
      queryFn: ({ signal }) => api.call('account.standing', {}, { signal }),
    }),
  snapshot: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'snapshot'] as const,
      queryFn: ({ signal }) => api.call('account.snapshot', {}, { signal }),
    }),
  /** One week of daily figures: 0 is this week, 1 the week before, and so on. */
  figure: (week: number) =>
    queryOptions({
      queryKey: [...accountQueries.all, 'figure', week] as const,
      queryFn: ({ signal }) => api.call('account.figure', { query: { week } }, { signal }),
    }),
  /** The branch-withdrawal PIN: asked each time the dialog opens, never kept. */
  userPin: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'user-pin'] as const,
      queryFn: ({ signal }) => api.call('account.userPin', {}, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  customer: (userName: string) =>
    queryOptions({
      queryKey: [...accountQueries.all, 'customer', userName] as const,
      queryFn: ({ signal }) =>
        api.call('account.getCustomer', { query: { username: userName } }, { signal }),
    }),
};
