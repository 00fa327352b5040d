import { useCallback, useRef, useState } from 'react';
import {
  runMoneyCall,
  type MoneyCallSpec,
  type MoneyOutcome,
  type MoneyPhase,
} from './money-call.ts';
import { useOnline } from './online-status.ts';

export interface MoneyCallState {
  /** null while nothing is under way. */
  readonly phase: MoneyPhase | null;
  /** True while a call or its check is under way, or the browser is offline: keep the button off. */
  readonly blocked: boolean;
  readonly offline: boolean;
}

/**
 * A money call for a screen (lib/money-call.ts): one send per action, however often the button is
 * pressed (a second press while one is under way answers null and sends nothing), the phase for
 * the screen to show ("Placing bet…", then "Checking your bet…"), and no send while offline.
 */
export function useMoneyCall<I, R, C, S>(
  spec: MoneyCallSpec<I, R, C, S>,
): MoneyCallState & { run: (input: I) => Promise<MoneyOutcome<R, C> | null> } {
  const [phase, setPhase] = useState<MoneyPhase | null>(null);
  const inFlight = useRef(false);
  const online = useOnline();
  const specRef = useRef(spec);
  specRef.current = spec;
  const run = useCallback(async (input: I) => {
    if (inFlight.current || (typeof navigator !== 'undefined' && !navigator.onLine)) return null;
    inFlight.current = true;
    try {
      return await runMoneyCall(specRef.current, input, { onPhase: setPhase });
    } finally {
      inFlight.current = false;
      setPhase(null);
    }
  }, []);
  return { phase, blocked: phase !== null || !online, offline: !online, run };
}
