import { useMemo } from 'react';
import { useTogglePick } from './slip-api.ts';
import { useSlipState } from './slip-store.ts';

/** What any list of prices needs: which offers are on the slip, and a toggle for one. */
export function usePicks(): {
  isPicked: (offerId: string) => boolean;
  toggle: (offerId: string) => void;
} {
  const { slip } = useSlipState();
  const toggle = useTogglePick();
  const picked = useMemo(() => new Set(slip?.items.map((item) => item.offerId)), [slip]);
  return { isPicked: (offerId) => picked.has(offerId), toggle };
}
