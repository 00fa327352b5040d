import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { slipQueries } from '@/lib/picks/slip-api.ts';
import { slipStore, useSlipState } from '@/lib/picks/slip-store.ts';

/**
 * Keeps the stored slip current while it is shown: prices move, events start. A slip the server no
 * longer knows (404) is dropped.
 */
export function useSlipRefresh(): void {
  const { slip } = useSlipState();
  const slipId = slip?.slipId ?? '';
  const query = useQuery({ ...slipQueries.slip(slipId), enabled: slipId !== '' });
  const fresh = query.data;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    const held = slipStore.get().slip;
    if (fresh && held?.slipId === fresh.slipId && held !== fresh) slipStore.setSlip(fresh);
  }, [fresh]);
  useEffect(() => {
    if (gone) slipStore.reset();
  }, [gone]);
}
