import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { runMoneyCall, type MoneyPhase } from '../money-call.ts';
import { useOnline } from '../online-status.ts';
import { sessionStore } from '../session-store.ts';
import { slipStore, useSlipState } from './slip-store.ts';
import { wagerCall, type KnownTickets, type WagerInput, type WagerOrder } from './wager-call.ts';
import { wagerRun, wagerView } from './wager-call-state.ts';
import { settleWager } from './wager-outcome.ts';

// A slip cleared (Clear all, placed, a logout) takes its lost send's doubts with it.
slipStore.subscribe(() => {
  if (wagerRun.inFlight || slipStore.get().slip) return;
  wagerRun.uncertain = null;
  if (wagerView.get().notDoneSlip !== null) wagerView.publish({ notDoneSlip: null });
});

// A session that ends (logout, a 401) leaves its bet behind: the next user's slip is free, and what
// the old call ends on is not shown (runMoneyCall stops reading once the session is gone).
sessionStore.subscribe(() => {
  if (sessionStore.get() !== null || (!wagerRun.inFlight && wagerRun.uncertain === null)) return;
  wagerRun.generation += 1;
  wagerRun.inFlight = false;
  wagerRun.uncertain = null;
  wagerView.publish({ phase: null, notDoneSlip: null });
});

/** A bet is being placed or checked: the slip must not change under it. */
export const wagerUnderWay = (): boolean => wagerRun.inFlight;

/** Places the slip as it is now; a press while a bet is under way, or offline, sends nothing. */
async function placeWager(queryClient: QueryClient, input: WagerInput): Promise<void> {
  const { slip } = slipStore.get();
  if (wagerRun.inFlight || !slip) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  wagerRun.inFlight = true;
  const mine = wagerRun.generation;
  const current = () => mine === wagerRun.generation;
  wagerView.publish({ notDoneSlip: null });
  const order: WagerOrder = { ...input, slipId: slip.slipId, itemCount: slip.items.length };
  const { uncertain } = wagerRun;
  let known: KnownTickets | null = null;
  try {
    const outcome = await runMoneyCall(
      wagerCall(uncertain?.slipId === slip.slipId ? uncertain.known : null, (read) => {
        known = read;
      }),
      order,
      {
        onPhase: (phase) => {
          if (current()) wagerView.publish({ phase });
        },
      },
    );
    if (current()) await settleWager(queryClient, order, outcome, known, mine);
  } finally {
    if (current()) {
      wagerRun.inFlight = false;
      wagerView.publish({ phase: null });
    }
  }
}

export interface SubmitWager {
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
 * SPEC §7 POST /wager as a money call (issue 24, decision 108). Accepted: 'Bet Accepted' with the
 * ticket number, the slip resets and the balance the server gives reaches every screen. Refused:
 * 'Bet not accepted' with the first reason; the slip stays. Answer lost: "Checking your bet…" while
 * the pending tickets are read, then accepted as found, or not done with the slip as it was.
 */
export function useSubmitWager(): SubmitWager {
  const queryClient = useQueryClient();
  const { phase, notDoneSlip } = useSyncExternalStore(
    wagerView.subscribe,
    wagerView.get,
    wagerView.get,
  );
  const slipId = useSlipState().slip?.slipId ?? null;
  const online = useOnline();
  return {
    phase,
    offline: !online,
    blocked: phase !== null || !online,
    notDone: notDoneSlip !== null && notDoneSlip === slipId,
    place: (input) => {
      void placeWager(queryClient, input);
    },
  };
}
