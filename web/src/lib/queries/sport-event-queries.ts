import { ApiError } from '@sportsbook/contracts/client/lazy';
import {
  PUBLIC_SPORTS_REFRESH_MS,
  SPORT_LIST_RETRY_DELAY_MS,
} from '@sportsbook/contracts/rules/constants';
import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';

/**
 * How every sport list is fetched. Today's events are one cache entry for all their readers (the
 * home page, the shell's sports menu and chips, the public sports page), so they share one policy
 * that satisfies each of them:
 * - SPEC §9: a failed sport list is retried once, 30 seconds later; not after a 4xx, which asking
 *   again cannot change (and a 401 logs the user out);
 * - SPEC §2: the public sports page refreshes periodically; of the two readings in SPEC §9 the
 *   3-minute one is usable (PUBLIC_SPORTS_REFRESH_MS). The logged-in menus show the same list, so
 *   they refresh with it rather than fall behind the page beside them.
 * Readers add only `select` (or `enabled`): an observer's own retry or interval would change the
 * policy for every other reader of the entry.
 */
export const sportListPolicy = {
  refetchInterval: PUBLIC_SPORTS_REFRESH_MS,
  retry: (failureCount: number, error: Error) =>
    !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  retryDelay: SPORT_LIST_RETRY_DELAY_MS,
} as const;

/** Sport events read by several features. Query keys come only from here. */
export const sportEventQueries = {
  all: ['sport-event'] as const,
  /** Today's sports, leagues and games (GET /sportevent/today-events, anonymous). */
  today: () =>
    apiQuery(
      [...sportEventQueries.all, 'today'],
      (signal) => api.call('sportEvent.today', {}, { signal }),
      sportListPolicy,
    ),
  /**
   * Every sport's leagues and games of one later day (GET /sportEvent?date, anonymous): what the
   * search finds among the next days (issue 25), asked only once the search is used.
   */
  day: (date: string) =>
    apiQuery(
      [...sportEventQueries.all, 'day', date],
      (signal) => api.call('sportEvent.list', { query: { date } }, { signal }),
      sportListPolicy,
    ),
};
