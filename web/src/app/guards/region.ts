import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { referenceQueries } from '@/lib/queries/reference-queries.ts';

/** SPEC §4 region check: wafAction Block → /access-denied; a failed check → /notfound. */
export async function requireRegion(queryClient: QueryClient): Promise<void> {
  let wafAction: string;
  try {
    wafAction = (await queryClient.query(referenceQueries.validateAccess())).wafAction;
  } catch {
    throw redirect('/notfound');
  }
  if (wafAction === 'Block') throw redirect('/access-denied');
}
