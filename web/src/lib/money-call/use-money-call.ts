import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { MoneyOutcome, MoneyPhase } from './money-call.ts';
import {
  createMoneyCallStore,
  pressMoneyCall,
  type MoneyCallDescription,
  type MoneyCallProgressTexts,
  type MoneyCallStore,
  type MoneyEnd,
} from './money-call-machine.ts';
import { useOnline } from '../online-status.ts';

export interface MoneyCallState {
  /** null while nothing is under way. */
  readonly phase: MoneyPhase | null;
  /**
   * True while a call or its check is under way, the browser is offline, or a call that is done
   * once stays done: keep the button off.
   */
  readonly blocked: boolean;
  readonly offline: boolean;
  /** What the progress line says while the call is under way. */
  readonly progress: MoneyCallProgressTexts;
}

export interface MoneyCall<I, R, C> extends MoneyCallState {
  /** How the last press ended (done, not done, refused), until the next press, clear or reset. */
  readonly end: MoneyEnd<I, R, C> | null;
  /** Presses: resolves to how the call ended, or null when nothing was sent. */
  readonly run: (input: I) => Promise<MoneyOutcome<R, C> | null>;
  /** Says no more of a refusal or a not done; a done call stays done. */
  readonly clear: () => void;
  /** Back to idle, for a screen that offers the call afresh (its dialog closed, its bets changed). */
  readonly reset: () => void;
}

/**
 * A money call for a screen (the machine: lib/money-call/money-call-machine.ts): the phase to show
 * ("Placing bet…", then "Checking your bet…"), how the last press ended, and `run`, which sends
 * once per press and never offline. The machine's store is the component's own, or `shared` for a
 * call that outlives its component (the bet slip).
 */
export function useMoneyCall<I, R, C, S>(
  call: MoneyCallDescription<I, R, C, S>,
  shared?: MoneyCallStore<I, R, C, S>,
): MoneyCall<I, R, C> {
  const [own] = useState(() => createMoneyCallStore<I, R, C, S>());
  const store = shared ?? own;
  const { phase, end } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const online = useOnline();
  const callRef = useRef(call);
  callRef.current = call;
  const run = useCallback((input: I) => pressMoneyCall(store, callRef.current, input), [store]);
  const clear = useCallback(() => {
    store.dispatch({ type: 'clear' });
  }, [store]);
  const reset = useCallback(() => {
    store.dispatch({ type: 'reset' });
  }, [store]);
  const doneStays = call.once === true && end?.step === 'done';
  return {
    phase,
    blocked: phase !== null || !online || doneStays,
    offline: !online,
    progress: call.progress,
    end,
    run,
    clear,
    reset,
  };
}
