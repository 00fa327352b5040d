import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** The caching a query may set besides the app's defaults (lib/query-client.ts). */
export type QueryPolicy<T, K extends QueryKey> = Pick<
  UseQueryOptions<T, Error, T, K>,
  'staleTime' | 'gcTime' | 'retry' | 'retryDelay' | 'refetchInterval' | 'meta'
>;

/**
 * One read of the API as query options: its key, the call (given the query's abort signal, so a
 * query no one waits for any more stops its request) and any caching of its own. Readers add
 * `select` or `enabled` where they use it.
 */
export function apiQuery<T, const K extends QueryKey>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
  policy: QueryPolicy<T, K> = {},
) {
  return queryOptions({ ...policy, queryKey, queryFn: ({ signal }) => read(signal) });
}
