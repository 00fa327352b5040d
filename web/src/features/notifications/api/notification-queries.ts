import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session-store.ts';

/** Query keys of the notifications feature come only from here. */
export const notificationQueries = {
  all: ['notifications'] as const,
  unread: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'unread'] as const,
      queryFn: ({ signal }) => api.call('message.unread', {}, { signal }),
    }),
  standing: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'standing'] as const,
      queryFn: async ({ signal }) => {
        const standing = await api.call('account.standing', {}, { signal });
        // The stored user carries the balance every screen reads; a fresh standing refreshes it.
        sessionStore.updateUser({ accountBalance: standing.balance });
        return standing;
      },
    }),
};
