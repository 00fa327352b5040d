import { useCallback, useRef, useState } from 'react';
import type { MoneyCallSpec, MoneyOutcome } from '@/lib/money-call.ts';
import { useMoneyCall } from '@/lib/use-money-call.ts';

/**
 * How a money call ended, for the screen to keep saying: not done (its answer was lost and a read
 * found nothing: the form stays, with a retry) or refused. Nothing while idle, after success, and
 * while a call is under way.
 */
export type MoneyEnding = { kind: 'notDone' } | { kind: 'failed'; error: unknown } | null;

/** What one press came to: done, not done, refused, or nothing (a second press, offline, a 401). */
export type MoneyEnd = 'done' | 'notDone' | 'failed' | 'none';

export type DoneOutcome<R, C> = Extract<MoneyOutcome<R, C>, { kind: 'answered' | 'found' }>;

export interface MoneyActionHandlers<I, R, C> {
  /** The server did it: it answered, or a read after a lost answer found it done. */
  onDone: (outcome: DoneOutcome<R, C>, input: I) => void;
  /** The server refused it (SPEC §8's failure texts). */
  onFailed: (error: unknown) => void;
}

/**
 * useMoneyCall (lib/use-money-call.ts) with its outcome turned into what the cashier's and the
 * account's screens show: the phase and the offline reason for the progress line, the ending that
 * stays on screen (a refusal, or not done with its Retry), and, per press, how it ended. A session
 * that ended (401) says nothing: the app is on its way to /login (SPEC §8).
 */
export function useMoneyAction<I, R, C, S>(
  spec: MoneyCallSpec<I, R, C, S>,
  handlers: MoneyActionHandlers<I, R, C>,
) {
  const call = useMoneyCall(spec);
  const [ending, setEnding] = useState<MoneyEnding>(null);
  // Done stays done until the screen clears it: between the answer and the screen leaving (a
  // navigation renders in a transition), a second press must not file it again.
  const doneRef = useRef(false);
  const [done, setDone] = useState(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const { run } = call;
  const act = useCallback(
    async (input: I): Promise<MoneyEnd> => {
      if (doneRef.current) return 'none';
      const outcome = await run(input);
      if (!outcome) return 'none';
      switch (outcome.kind) {
        case 'answered':
        case 'found':
          doneRef.current = true;
          setDone(true);
          setEnding(null);
          handlersRef.current.onDone(outcome, input);
          return 'done';
        case 'failed':
          setEnding({ kind: 'failed', error: outcome.error });
          handlersRef.current.onFailed(outcome.error);
          return 'failed';
        case 'notDone':
          setEnding({ kind: 'notDone' });
          return 'notDone';
        case 'sessionEnded':
          setEnding(null);
          return 'none';
      }
    },
    [run],
  );
  /** Says no more of the last ending (a refusal, not done); a done action stays done. */
  const clear = useCallback(() => {
    setEnding(null);
  }, []);
  /** Back to idle, for a screen that offers the action afresh (its dialog closed). */
  const reset = useCallback(() => {
    doneRef.current = false;
    setDone(false);
    setEnding(null);
  }, []);
  return {
    phase: call.phase,
    blocked: call.blocked || done,
    offline: call.offline,
    ending: call.phase === null ? ending : null,
    act,
    clear,
    reset,
  };
}
