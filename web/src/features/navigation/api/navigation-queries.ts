import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client';
import { SPORT_LIST_RETRY_DELAY_MS } from '@sportsbook/contracts/rules/constants';
import { api } from '@/lib/api.ts';
import { bonusSummary } from '../model/bonus-summary.ts';
import { visibleSports } from '../model/visible-sports.ts';

const isClientError = (error: Error) => error instanceof ApiError && error.status < 500;

/** Query keys of the navigation feature come only from here. */
export const navigationQueries = {
  all: ['navigation'] as const,
  menuOptions: () =>
    queryOptions({
      queryKey: [...navigationQueries.all, 'menu-options'] as const,
      queryFn: ({ signal }) => api.call('account.onlineMetadata', {}, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Today's sports and leagues, the same day the league pages list (decision 021). */
  sports: () =>
    queryOptions({
      queryKey: [...navigationQueries.all, 'sports'] as const,
      queryFn: ({ signal }) => api.call('sportEvent.today', {}, { signal }),
      select: (events) => visibleSports(events.sports),
      // SPEC §9: the sport list is retried once after 30 seconds.
      retry: (count, error) => !isClientError(error) && count < 1,
      retryDelay: SPORT_LIST_RETRY_DELAY_MS,
    }),
  bonuses: () =>
    queryOptions({
      queryKey: [...navigationQueries.all, 'bonuses'] as const,
      queryFn: ({ signal }) => api.call('account.snapshot', {}, { signal }),
      select: (snapshot) => bonusSummary(snapshot.bonusList),
    }),
};
