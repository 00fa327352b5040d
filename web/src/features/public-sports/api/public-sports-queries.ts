import { queryOptions } from '@tanstack/react-query';
import {
  PUBLIC_SPORTS_REFRESH_MS,
  SPORT_LIST_RETRY_DELAY_MS,
} from '@sportsbook/contracts/rules/constants';
import { api } from '@/lib/api.ts';

// SPEC §2/§9: the page refreshes every 3 minutes, and a failed load is retried once after 30 s.
const refresh = {
  refetchInterval: PUBLIC_SPORTS_REFRESH_MS,
  retry: 1,
  retryDelay: SPORT_LIST_RETRY_DELAY_MS,
} as const;

/** Query keys of the public sports feature come only from here. */
export const publicSportsQueries = {
  all: ['public-sports'] as const,
  today: () =>
    queryOptions({
      queryKey: [...publicSportsQueries.all, 'today'] as const,
      queryFn: ({ signal }) => api.call('sportEvent.today', {}, { signal }),
      ...refresh,
    }),
  sport: (date: string, sportName: string) =>
    queryOptions({
      queryKey: [...publicSportsQueries.all, 'sport', date, sportName] as const,
      queryFn: ({ signal }) =>
        api.call('sportEvent.list', { query: { date, sportName } }, { signal }),
      ...refresh,
    }),
};
