import {
  runMoneyCall,
  type Doubt,
  type MoneyCallSpec,
  type MoneyOutcome,
  type MoneyPhase,
} from './money-call.ts';
import { sessionStore } from '../session/session-store.ts';
import { createListeners } from '../listeners.ts';

/**
 * The one money-call machine (issue 35, decision 182). Every call that moves money or creates
 * something is a description: what to send and how to read the server's truth (MoneyCallSpec,
 * lib/money-call/money-call.ts), and what to say when it ends. The machine owns the rest, the same for all:
 * one send per press, nothing sent offline, and where the call is, as a reducer over a store:
 *
 *   idle ──press──► sending ──answer lost──► checking ──► done · notDone · refused · sessionEnded
 *                      └──────────answered──────────────┘
 *
 * A screen's store lives with its component (useMoneyCall); the bet slip's lives in a module
 * (lib/picks/slip-bet.ts), since the phone's slip sheet may close while a bet is under way.
 */

/** How a press ended. */
export type MoneyEndStep = 'done' | 'notDone' | 'refused' | 'sessionEnded';
export type MoneyStep = 'idle' | MoneyPhase | MoneyEndStep;

/** The server did it: it answered so, or a read found it done. */
export type DoneOutcome<R, C> = Extract<MoneyOutcome<R, C>, { kind: 'answered' | 'found' }>;
/** The server said no: an answer that refuses (`refused`), or a refusal outright (4xx, 500). */
export type RefusedOutcome<R, C> = Extract<MoneyOutcome<R, C>, { kind: 'refused' | 'failed' }>;

/**
 * What a call says when it ends. Not done is said on the screen (the notice with Retry, from the
 * machine's state); a session that ended says nothing: the app is on its way to /login (SPEC §8).
 */
export interface MoneyCallSay<I, R, C> {
  readonly done?: (outcome: DoneOutcome<R, C>, input: I) => void;
  readonly refused?: (outcome: RefusedOutcome<R, C>, input: I) => void;
}

/**
 * What the call's progress line says while it is under way (components/money-call-notice.tsx), as
 * i18n keys with their namespace, which the screen showing the line has loaded: sending, e.g.
 * 'betslip:submitting' ("Placing bet…"), and checking once the answer was lost, e.g.
 * 'betslip:checking' ("Checking your bet…").
 */
export type MoneyCallProgressTexts = Readonly<Record<MoneyPhase, string>>;

/** One money call: what to send, how to read the server's truth, and what to say. */
export interface MoneyCallDescription<I, R, C, S> extends MoneyCallSpec<I, R, C, S> {
  readonly progress: MoneyCallProgressTexts;
  readonly say?: MoneyCallSay<I, R, C>;
  /**
   * Done stays done until the screen resets: between the answer and the screen leaving (a
   * navigation renders in a transition), a second press must not file it again.
   */
  readonly once?: boolean;
}

/** How the last press ended, kept until the next press, `clear` or `reset`. */
export type MoneyEnd<I, R, C> =
  | { readonly step: 'done'; readonly input: I; readonly outcome: DoneOutcome<R, C> }
  | { readonly step: 'refused'; readonly input: I; readonly outcome: RefusedOutcome<R, C> }
  | { readonly step: 'notDone' | 'sessionEnded'; readonly input: I };

export interface MoneyMachineState<I, R, C, S> {
  /** 'sending' or 'checking' while a press is under way; null otherwise. */
  readonly phase: MoneyPhase | null;
  readonly end: MoneyEnd<I, R, C> | null;
  /** What was read before the send under way, once it goes. */
  readonly sent: { readonly snapshot: S } | null;
  /**
   * The last send whose answer was lost and whose check found nothing: it may still land, so the
   * next send is handed it (`before`, `checkRefusal`). Kept until a send is done or a reset.
   */
  readonly doubt: Doubt<I, S> | null;
  /** Counts presses and abandons: a press that is no longer the latest says nothing more. */
  readonly run: number;
}

export type MoneyEvent<I, R, C, S> =
  | { readonly type: 'press'; readonly input: I }
  | { readonly type: 'sent'; readonly snapshot: S }
  | { readonly type: 'checking' }
  | { readonly type: 'ended'; readonly input: I; readonly outcome: MoneyOutcome<R, C> }
  /** The screen says no more of a refusal or a not done; done stays done. */
  | { readonly type: 'clear' }
  /** Back to idle, for a screen that offers the call afresh; a press under way ends on its own. */
  | { readonly type: 'reset' }
  /** The session ended: the press under way is left behind, and nothing of it is kept. */
  | { readonly type: 'abandon' };

const idle = (run: number) => ({ phase: null, end: null, sent: null, doubt: null, run }) as const;

/** The one place an outcome becomes a step. */
export function endOf<I, R, C>(input: I, outcome: MoneyOutcome<R, C>): MoneyEnd<I, R, C> {
  switch (outcome.kind) {
    case 'answered':
    case 'found':
      return { step: 'done', input, outcome };
    case 'refused':
    case 'failed':
      return { step: 'refused', input, outcome };
    case 'notDone':
    case 'sessionEnded':
      return { step: outcome.kind, input };
  }
}

/** What a call that answers with what it did did: the answer, or what a read found. */
export const whatWasDone = <T>(outcome: DoneOutcome<T, T>): T =>
  outcome.kind === 'answered' ? outcome.result : outcome.found;

/** The server's no: the error it refused with, or its answer that says no. */
export const whyRefused = <R, C>(outcome: RefusedOutcome<R, C>): unknown =>
  outcome.kind === 'failed' ? outcome.error : outcome.result;

/** How a press ended, from what `run` resolved to (null: nothing was sent). */
export const stepOf = (outcome: MoneyOutcome<unknown, unknown> | null): MoneyEndStep | null =>
  outcome && endOf(null, outcome).step;

export function moneyCallReducer<I, R, C, S>(
  state: MoneyMachineState<I, R, C, S>,
  event: MoneyEvent<I, R, C, S>,
): MoneyMachineState<I, R, C, S> {
  switch (event.type) {
    case 'press':
      return { ...state, phase: 'sending', end: null, sent: null, run: state.run + 1 };
    case 'sent':
      return { ...state, sent: { snapshot: event.snapshot } };
    case 'checking':
      return { ...state, phase: 'checking' };
    case 'ended': {
      const end = endOf(event.input, event.outcome);
      const doubt =
        end.step === 'done'
          ? null
          : end.step === 'notDone' && state.sent
            ? { input: event.input, snapshot: state.sent.snapshot }
            : state.doubt;
      return { ...state, phase: null, end, sent: null, doubt };
    }
    case 'clear':
      return state.end && state.end.step !== 'done' ? { ...state, end: null } : state;
    case 'reset':
      return state.phase !== null || (state.end === null && state.doubt === null)
        ? state
        : idle(state.run);
    case 'abandon':
      return idle(state.run + 1);
  }
}

export interface MoneyCallStore<I, R, C, S> {
  readonly get: () => MoneyMachineState<I, R, C, S>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: MoneyEvent<I, R, C, S>) => void;
}

export function createMoneyCallStore<I, R, C, S>(): MoneyCallStore<I, R, C, S> {
  let state: MoneyMachineState<I, R, C, S> = idle(0);
  const { subscribe, notify } = createListeners();
  return {
    get: () => state,
    subscribe,
    dispatch: (event) => {
      const next = moneyCallReducer(state, event);
      if (next === state) return;
      state = next;
      notify();
    },
  };
}

function say<I, R, C>(words: MoneyCallSay<I, R, C> | undefined, end: MoneyEnd<I, R, C>): void {
  if (end.step === 'done') words?.done?.(end.outcome, end.input);
  if (end.step === 'refused') words?.refused?.(end.outcome, end.input);
}

const offline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * One press: sends `input` as `call` describes, unless a press is under way (one send per
 * action, however fast the button is pressed twice), done stays done (`once`), or the browser is
 * offline; those resolve to null and send nothing. Otherwise it resolves to how the call ended,
 * after saying so.
 */
export async function pressMoneyCall<I, R, C, S>(
  store: MoneyCallStore<I, R, C, S>,
  call: MoneyCallDescription<I, R, C, S>,
  input: I,
): Promise<MoneyOutcome<R, C> | null> {
  const { phase, end, doubt } = store.get();
  if (phase !== null || (call.once && end?.step === 'done') || offline()) return null;
  store.dispatch({ type: 'press', input });
  const { run } = store.get();
  const current = () => store.get().run === run;
  // A session that ends (logout, a 401) leaves its call behind: the screen is free at once, and
  // what the call ends on is not said (runMoneyCall itself stops reading with a dead token).
  const unwatch = sessionStore.subscribe(() => {
    if (sessionStore.get() === null && current()) store.dispatch({ type: 'abandon' });
  });
  try {
    const outcome = await runMoneyCall(call, input, {
      doubt,
      onSent: (snapshot) => {
        if (current()) store.dispatch({ type: 'sent', snapshot });
      },
      onPhase: (next) => {
        if (next === 'checking' && current()) store.dispatch({ type: 'checking' });
      },
    });
    if (!current()) return { kind: 'sessionEnded' };
    store.dispatch({ type: 'ended', input, outcome });
    say(call.say, endOf(input, outcome));
    return outcome;
  } finally {
    unwatch();
  }
}
