import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';

/** Reference data read outside any one feature (the route guards). Query keys come only from here. */
export const referenceQueries = {
  all: ['reference'] as const,
  /** SPEC §4 region check, asked before the login, sign-up and shell routes. */
  validateAccess: () =>
    apiQuery(
      [...referenceQueries.all, 'validate-access'],
      (signal) => api.call('reference.validateAccess', {}, { signal }),
      {
        staleTime: 5 * 60_000,
        // A failed check sends the visitor to /notfound at once (SPEC §4), not after retries.
        retry: false,
        meta: { silent: true },
      },
    ),
};
