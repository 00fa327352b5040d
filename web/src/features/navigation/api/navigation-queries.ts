import { api } from '@/lib/api.ts';
import { apiQuery } from '@/lib/queries/api-query.ts';

/**
 * Query keys of the navigation feature come only from here. The menus also show data other
 * features read (today's sports, the snapshot's bonuses): those come from '@/lib/queries/' with a
 * `select` of the navigation's view.
 */
export const navigationQueries = {
  all: ['navigation'] as const,
  menuOptions: () =>
    apiQuery(
      [...navigationQueries.all, 'menu-options'],
      (signal) => api.call('account.onlineMetadata', {}, { signal }),
      { staleTime: 5 * 60_000 },
    ),
};
