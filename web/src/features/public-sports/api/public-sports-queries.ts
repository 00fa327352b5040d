import { api } from '@/lib/api.ts';
import { apiQuery } from '@/lib/queries/api-query.ts';
import { sportListPolicy } from '@/lib/queries/sport-event-queries.ts';

/**
 * Query keys of the public sports feature come only from here. Today's events, which other
 * features read too, come from '@/lib/queries/sport-event-queries.ts'.
 */
export const publicSportsQueries = {
  all: ['public-sports'] as const,
  /** One sport's events of a day (GET /sportEvent?date&sportName), refreshed like today's list. */
  sport: (date: string, sportName: string) =>
    apiQuery(
      [...publicSportsQueries.all, 'sport', date, sportName],
      (signal) => api.call('sportEvent.list', { query: { date, sportName } }, { signal }),
      sportListPolicy,
    ),
};
