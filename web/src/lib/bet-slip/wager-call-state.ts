import type { MoneyPhase } from '../money-call.ts';
import type { KnownTickets } from './wager-call.ts';

/**
 * The bet being placed, for whichever slip panel shows it. It lives in a module, not a component:
 * on a phone the slip is a sheet the bettor may close while the bet is under way, and the sheet
 * opened again must still say "Checking your bet…" and must not send the slip a second time.
 */
export interface WagerCallView {
  phase: MoneyPhase | null;
  /** The slip whose last send ended not done (its answer lost, and nothing found placed). */
  notDoneSlip: string | null;
}

export const wagerRun: {
  /** A bet is being sent or checked: a second press sends nothing. */
  inFlight: boolean;
  /** Bumped when the session ends: a bet still under way from it no longer speaks for the screen. */
  generation: number;
  /**
   * A slip sent whose answer was lost, with the tickets there were before that first send. A retry
   * keeps looking past these, and its refusal is checked against them: a lost send may still reach
   * the server after the check found nothing, and then the retry is refused as 'already placed'
   * although the bet stands.
   */
  uncertain: { slipId: string; known: KnownTickets } | null;
} = { inFlight: false, generation: 0, uncertain: null };

let view: WagerCallView = { phase: null, notDoneSlip: null };
const listeners = new Set<() => void>();

export const wagerView = {
  get: (): WagerCallView => view,
  publish: (next: Partial<WagerCallView>): void => {
    view = { ...view, ...next };
    listeners.forEach((listener) => {
      listener();
    });
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
