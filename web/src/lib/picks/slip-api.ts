import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SLIP_EVENT_ERROR_CLEAR_MS } from '@sportsbook/contracts/rules/constants';
import type { BetSlip, SlipError } from '@sportsbook/contracts/schemas/sportsbook';
import { api } from '../api.ts';
import { toast } from '../toast-area.ts';
import { betUnderWay } from './slip-bet.ts';
import { slipStore } from './slip-store.ts';

/** How often an open slip asks for current prices, so a moved line shows while the bettor waits. */
export const SLIP_REFRESH_MS = 15_000;

/** SPEC §8 Slip error: each ruleDesc in a warning or an error toast, cleared after 5 seconds. */
export function showSlipErrors(errors: readonly SlipError[]): void {
  for (const error of errors) {
    const show = error.severity === 'Warning' ? toast.warning : toast.error;
    show(error.ruleDesc, { duration: SLIP_EVENT_ERROR_CLEAR_MS });
  }
}

export const slipQueries = {
  all: ['bet-slip'] as const,
  /** The slip with current prices (picks whose price moved carry hasChanged). */
  slip: (slipId: string) =>
    queryOptions({
      queryKey: [...slipQueries.all, slipId] as const,
      queryFn: ({ signal }) => api.call('wager.getSlip', { params: { slipId } }, { signal }),
      refetchInterval: SLIP_REFRESH_MS,
      staleTime: 0,
      meta: { silent: true },
    }),
};

/** Takes a slip the server answered with: into the store, and into the slip's query. */
export function useSlipAnswer() {
  const queryClient = useQueryClient();
  return (slip: BetSlip, cart = slipStore.get().cart) => {
    slipStore.setSlip(slip, cart);
    queryClient.setQueryData(slipQueries.slip(slip.slipId).queryKey, slip);
  };
}

/** Adds a pick to the slip (creating it on the first pick), or takes it off when already there. */
export function useTogglePick() {
  const takeAnswer = useSlipAnswer();
  const remove = useRemovePick();
  const add = useMutation({
    mutationFn: (offerId: string) => {
      const { slip, ifOn, teaser } = slipStore.get();
      const empty = !slip || slip.items.length === 0;
      return api.call('wager.addItem', {
        body: {
          offerId,
          betSlipId: slip?.slipId ?? null,
          wagerAmount: 0,
          ifWagerAmount: 0,
          isIf: ifOn,
          teaserId: empty ? (teaser?.id ?? null) : null,
        },
      });
    },
    onSuccess: (slip, offerId) => {
      const added = slip.items.find((item) => item.offerId === offerId);
      const cart = added ? { ...slipStore.get().cart, [offerId]: added.price } : undefined;
      takeAnswer(slip, cart);
      showSlipErrors(slip.error);
    },
  });
  return (offerId: string) => {
    // The slip being placed (or checked) is the one the bettor confirmed: no pick joins or leaves it.
    if (betUnderWay()) return;
    const onSlip = slipStore.get().slip?.items.find((item) => item.offerId === offerId);
    if (onSlip) remove.mutate(onSlip);
    else add.mutate(offerId);
  };
}

export function useRemovePick() {
  const takeAnswer = useSlipAnswer();
  return useMutation({
    mutationFn: (item: { id: number; ifRow: boolean }) => {
      const slipId = slipStore.get().slip?.slipId;
      if (!slipId) throw new Error('There is no bet slip.');
      return api.call('wager.removeItem', {
        params: { slipId },
        query: { itemId: item.id, isIf: item.ifRow },
      });
    },
    onSuccess: (slip) => {
      takeAnswer(slip);
    },
  });
}
