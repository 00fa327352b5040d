import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/**
 * Query keys of the navigation feature come only from here. The menus also show data other
 * features read (today's sports, the snapshot's bonuses): those come from '@/lib/queries/' with a
 * `select` of the navigation's view.
 */
export const navigationQueries = {
  all: ['navigation'] as const,
  menuOptions: () =>
    queryOptions({
      queryKey: [...navigationQueries.all, 'menu-options'] as const,
      queryFn: ({ signal }) => api.call('account.onlineMetadata', {}, { signal }),
      staleTime: 5 * 60_000,
    }),
};
