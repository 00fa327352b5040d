import { useMutation } from '@tanstack/react-query';
import { SLIP_EVENT_ERROR_CLEAR_MS } from '@sportsbook/contracts/rules/constants';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import { useSlipAnswer } from '@/lib/picks/slip-api.ts';
import { slipStore, type TeaserChoice } from '@/lib/picks/slip-store.ts';
import { toast } from '@/lib/toast-area.ts';

/**
 * SPEC §4 Teaser: on an empty slip the choice waits for the next pick; on a slip with picks it is
 * a swap. A refused swap shows 'SWAP TEASER' with the server's message and leaves the previous
 * teaser in place; the error stays on the mutation for the slip's banner.
 */
export function useChooseTeaser() {
  const takeAnswer = useSlipAnswer();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (teaser: TeaserChoice | null) => {
      const { slip } = slipStore.get();
      if (!slip || slip.items.length === 0) {
        slipStore.setTeaser(teaser);
        return null;
      }
      return api.call('wager.swapTeaser', {
        body: { betSlipId: slip.slipId, teaserName: teaser?.name ?? null },
      });
    },
    onSuccess: (slip) => {
      if (slip) takeAnswer(slip);
    },
    onError: (error) => {
      toast.error(i18n.t('swapTeaser', { ns: 'betslip' }), {
        description: error.message,
        duration: SLIP_EVENT_ERROR_CLEAR_MS,
      });
    },
  });
}
