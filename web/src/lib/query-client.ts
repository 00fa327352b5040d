import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { keepBalanceForReload } from './queries/balance-for-reload.ts';
import { toast } from './toasts.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent` queries and mutations show their own error instead of the global toast. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** SPEC §8: any failed call shows an error toast with the server message (falling back to status text). */
function showError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return; // logout handles it
  const message = error instanceof Error ? error.message : String(error);
  toast.error(message); // sonner loads with the first toast (issue 15)
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) showError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // Back online, every read is asked again: pushes missed while offline (issue 24).
        refetchOnReconnect: 'always',
      },
      // A write is sent now or fails now, never queued until the connection returns: money calls
      // check what happened instead (lib/money-call/money-call.ts, decision 108).
      mutations: { networkMode: 'always' },
    },
  });
  // The cache owns the balance; the stored session keeps its latest for a reload (decision 197).
  keepBalanceForReload(queryClient);
  return queryClient;
}
