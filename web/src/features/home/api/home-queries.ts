import { queryOptions } from '@tanstack/react-query';
import {
  PUBLIC_SPORTS_REFRESH_MS,
  SPORT_LIST_RETRY_DELAY_MS,
} from '@sportsbook/contracts/rules/constants';
import { api } from '@/lib/api.ts';

/** Query keys of the home feature come only from here. */
export const homeQueries = {
  all: ['home'] as const,
  /** Today's games, refreshed like the public page (the same anonymous call). */
  todayGames: () =>
    queryOptions({
      queryKey: [...homeQueries.all, 'today-games'] as const,
      queryFn: ({ signal }) => api.call('sportEvent.today', {}, { signal }),
      refetchInterval: PUBLIC_SPORTS_REFRESH_MS,
      retry: 1,
      retryDelay: SPORT_LIST_RETRY_DELAY_MS,
    }),
};
