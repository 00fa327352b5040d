import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MoneyPhase } from '@/lib/money-call.ts';
import { slipBet, type WagerInput } from '@/lib/picks/slip-bet.ts';
import { slipStore, useSlipState } from '@/lib/picks/slip-store.ts';
import { useMoneyCall } from '@/lib/use-money-call.ts';
import { placeBet } from './place-bet.ts';

export interface PlaceBet {
  /** 'sending' ("Placing bet…"), 'checking' ("Checking your bet…") or null. */
  phase: MoneyPhase | null;
  offline: boolean;
  /** Place bet stays off: a bet under way, or offline. */
  blocked: boolean;
  /** The last send of this slip was lost and nothing was placed: the slip stays, Retry is offered. */
  notDone: boolean;
  place: (input: WagerInput) => void;
}

/**
 * Place bet: the slip as it is now, with the stake typed, through the money-call machine
 * (lib/use-money-call.ts) with the bet's description (place-bet.ts). The machine's store is the
 * slip's (lib/picks/slip-bet.ts), so a phone's sheet closed and opened again shows the same bet.
 */
export function usePlaceBet(): PlaceBet {
  const queryClient = useQueryClient();
  const bet = useMemo(() => placeBet(queryClient), [queryClient]);
  const { phase, offline, blocked, end, run } = useMoneyCall(bet, slipBet);
  const slipId = useSlipState().slip?.slipId ?? null;
  return {
    phase,
    offline,
    blocked,
    notDone: end?.step === 'notDone' && end.input.slipId === slipId,
    place: (input) => {
      const { slip } = slipStore.get();
      if (slip) void run({ ...input, slipId: slip.slipId, itemCount: slip.items.length });
    },
  };
}
