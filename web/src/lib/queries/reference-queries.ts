import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

/** Reference data read outside any one feature (the route guards). Query keys come only from here. */
export const referenceQueries = {
  all: ['reference'] as const,
  /** SPEC §4 region check, asked before the login, sign-up and shell routes. */
  validateAccess: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'validate-access'] as const,
      queryFn: ({ signal }) => api.call('reference.validateAccess', {}, { signal }),
      staleTime: 5 * 60_000,
      // A failed check sends the visitor to /notfound at once (SPEC §4), not after retries.
      retry: false,
      meta: { silent: true },
    }),
};
