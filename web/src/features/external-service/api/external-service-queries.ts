import { api } from '@/lib/api.ts';
import { apiQuery } from '@/lib/queries/api-query.ts';

/** Query keys of the external-service feature come only from here. */
export const externalServiceQueries = {
  all: ['external-service'] as const,
  /** A one-time token: fetched afresh for each opening (gcTime 0), never refetched while open. */
  casinoToken: (userName: string, label: string) =>
    apiQuery(
      [...externalServiceQueries.all, 'casino-token', userName, label],
      (signal) => api.call('casino.token', { body: { userId: userName } }, { signal }),
      { staleTime: Infinity, gcTime: 0, retry: false },
    ),
};
