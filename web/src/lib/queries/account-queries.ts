import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';
import { accountKeys } from './account-keys.ts';

/**
 * Account figures several features read: the balance (the shell's top bar, push updates, and the
 * account and cashier screens) and the snapshot (the top bar's bonus total and the account page's
 * bonus table, SPEC §2). Query keys come only from here.
 */
export const accountQueries = {
  all: accountKeys.all,
  standing: () =>
    apiQuery(
      accountKeys.standing,
      // The balance's one owner (lib/queries/balance.ts, decision 197).
      (signal) => api.call('account.standing', {}, { signal }),
    ),
  snapshot: () =>
    apiQuery([...accountQueries.all, 'snapshot'], (signal) =>
      api.call('account.snapshot', {}, { signal }),
    ),
  /** One week of daily figures: 0 is this week, 1 the week before, and so on. */
  figure: (week: number) =>
    apiQuery([...accountQueries.all, 'figure', week], (signal) =>
      api.call('account.figure', { query: { week } }, { signal }),
    ),
  /** The branch-withdrawal PIN: asked each time the dialog opens, never kept. */
  userPin: () =>
    apiQuery(
      [...accountQueries.all, 'user-pin'],
      (signal) => api.call('account.userPin', {}, { signal }),
      { staleTime: 0, gcTime: 0 },
    ),
  customer: (userName: string) =>
    apiQuery([...accountQueries.all, 'customer', userName], (signal) =>
      api.call('account.getCustomer', { query: { username: userName } }, { signal }),
    ),
};
