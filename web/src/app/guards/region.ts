import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export const accessQuery = {
  queryKey: ['access', 'validate'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call('reference.validateAccess', {}, { signal }),
  staleTime: 5 * 60_000,
  // A failed check sends the visitor to /notfound at once (SPEC §4), not after retries.
  retry: false,
  meta: { silent: true },
};

/** SPEC §4 region check: wafAction Block → /access-denied; a failed check → /notfound. */
export async function requireRegion(queryClient: QueryClient): Promise<void> {
  let wafAction: string;
  try {
    wafAction = (await queryClient.query(accessQuery)).wafAction;
  } catch {
    throw redirect('/notfound');
  }
  if (wafAction === 'Block') throw redirect('/access-denied');
}
