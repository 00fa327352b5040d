import { ApiError } from '@sportsbook/contracts/client/lazy';
import { sessionStore } from '../session/session-store.ts';

/**
 * Calls that move money or create something (a bet, a cash-out, a quick-game ticket, a withdrawal
 * request and its cancellation, a deposit report, a bank account, a message) must never leave the
 * screen guessing (issue 24, decision 108, docs/reliability.md). Each is sent once per action,
 * with a timeout; when its answer is lost (a network error, the timeout, 502/503/504) the screen
 * says it is checking, reads the server's state, and ends on exactly one outcome: done (what the
 * server booked) or not done (the form as it was, with a retry).
 */

/** How long a money call may take before the client stops waiting and checks (decision 108). */
export const MONEY_CALL_TIMEOUT_MS = 20_000;
/** How long each reconciling read may take. */
export const CHECK_READ_TIMEOUT_MS = 10_000;
/** Waits between reconciling reads that themselves failed: the last one repeats until an answer. */
export const CHECK_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/** The client stopped waiting for an answer. */
export class CallTimedOut extends Error {
  override readonly name = 'CallTimedOut';
  constructor() {
    super('The server did not answer in time.');
  }
}

/** Statuses a gateway answers when it does not know what the server behind it did. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** True when the server may have done the call or may not: only a read can tell. */
export function isAmbiguousFailure(error: unknown): boolean {
  if (error instanceof CallTimedOut) return true;
  if (error instanceof ApiError) return GATEWAY_STATUSES.has(error.status);
  // fetch (and lib/upload-file.ts) fail with a TypeError when the connection drops.
  return error instanceof TypeError;
}

/** Runs `send` with a signal that aborts after `ms`; the abort surfaces as CallTimedOut. */
export async function withTimeout<T>(
  send: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new CallTimedOut());
  }, ms);
  try {
    return await send(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new CallTimedOut();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** What a reconciling read found: the call's effect on the server, or none. */
export type Found<C> = { readonly done: true; readonly found: C } | { readonly done: false };

export type MoneyOutcome<R, C> =
  /** The server answered that it did it: `result` is its answer. */
  | { readonly kind: 'answered'; readonly result: R }
  /** The answer was lost (or refused), and a read found the call done. */
  | { readonly kind: 'found'; readonly found: C }
  /** The server answered no (the spec's `refused`), and no read found it done after all. */
  | { readonly kind: 'refused'; readonly result: R }
  /** The answer was lost, and a read found nothing done: the form stays, a retry is safe. */
  | { readonly kind: 'notDone'; readonly cause: unknown }
  /** The server refused the call outright (4xx, 500): nothing was done. */
  | { readonly kind: 'failed'; readonly error: unknown }
  /** The session ended (a 401): the app is on its way to /login, so nothing else is said. */
  | { readonly kind: 'sessionEnded' };

export type MoneyPhase = 'sending' | 'checking';

/**
 * An earlier send of this call whose answer was lost and whose check found nothing done: it may
 * still reach the server later. `snapshot` is what was read before that send.
 */
export interface Doubt<I, S> {
  readonly input: I;
  readonly snapshot: S;
}

export interface MoneyCallSpec<I, R, C, S> {
  /**
   * A read before the call, handed to `check` (e.g. the ids already there); `noSnapshot` when the
   * check needs none. `doubt` is the last lost send still in doubt, if any.
   */
  readonly before: (input: I, signal: AbortSignal, doubt: Doubt<I, S> | null) => Promise<S>;
  /** The call itself. */
  readonly send: (input: I, signal: AbortSignal) => Promise<R>;
  /** Reads the server's state to tell whether the call was done. */
  readonly check: (input: I, snapshot: S, signal: AbortSignal) => Promise<Found<C>>;
  /** Whether an answer says no ('Bet not accepted', a sale refused); without it, none does. */
  readonly refused?: (result: R) => boolean;
  /**
   * After an answer that says no, one read: was the call done after all? A lost send may have
   * reached the server after all, or the browser sent it again by itself (docs/reliability.md), and
   * then the server refuses a second one although the first stands. Without it a no stands.
   */
  readonly checkRefusal?: (
    input: I,
    snapshot: S,
    signal: AbortSignal,
    doubt: Doubt<I, S> | null,
  ) => Promise<Found<C>>;
  readonly timeoutMs?: number;
}

export interface RunOptions<I = unknown, S = unknown> {
  readonly onPhase?: (phase: MoneyPhase) => void;
  /** The snapshot read before the call, once it is about to be sent. */
  readonly onSent?: (snapshot: S) => void;
  /** The last lost send still in doubt, handed to `before` and `checkRefusal`. */
  readonly doubt?: Doubt<I, S> | null;
  /** Waits between failed reads; tests shorten them. */
  readonly retryMs?: readonly number[];
  /** Resolves when a read may be tried again (the browser is back online). */
  readonly whenOnline?: () => Promise<void>;
}

const sessionLive = (): boolean => sessionStore.get() !== null;
const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export const browserOnline = (): Promise<void> =>
  typeof navigator === 'undefined' || navigator.onLine
    ? Promise.resolve()
    : new Promise((resolve) => {
        window.addEventListener(
          'online',
          () => {
            resolve();
          },
          { once: true },
        );
      });

/**
 * Reads until the server tells: a read that itself fails ambiguously is tried again (after the
 * browser is back online), and a 401 or an ended session stops it, since reconciliation never
 * runs with a dead token.
 */
async function checkUntilKnown<C>(
  read: (signal: AbortSignal) => Promise<Found<C>>,
  options: Pick<RunOptions, 'retryMs' | 'whenOnline'>,
): Promise<Found<C> | 'sessionEnded'> {
  const waits = options.retryMs ?? CHECK_RETRY_MS;
  const whenOnline = options.whenOnline ?? browserOnline;
  for (let attempt = 0; ; attempt += 1) {
    await whenOnline();
    if (!sessionLive()) return 'sessionEnded';
    try {
      return await withTimeout(read, CHECK_READ_TIMEOUT_MS);
    } catch (error) {
      if (isUnauthorized(error) || !sessionLive()) return 'sessionEnded';
      if (!isAmbiguousFailure(error)) throw error;
    }
    await sleep(waits[Math.min(attempt, waits.length - 1)] ?? 15_000);
  }
}

/** For a check that needs no read before the call. */
export const noSnapshot = (): Promise<null> => Promise.resolve(null);

/**
 * An answer that says no, checked once when the spec asks (`checkRefusal`): found done, the call
 * was done after all; otherwise, or when the read itself fails, the no stands as the server's word.
 */
async function refusedAfterAll<I, R, C, S>(
  spec: MoneyCallSpec<I, R, C, S>,
  input: I,
  snapshot: S,
  result: R,
  options: RunOptions<I, S>,
): Promise<MoneyOutcome<R, C>> {
  const read = spec.checkRefusal;
  if (!read) return { kind: 'refused', result };
  if (!sessionLive()) return { kind: 'sessionEnded' };
  options.onPhase?.('checking');
  const doubt = options.doubt ?? null;
  try {
    const seen = await withTimeout(
      (signal) => read(input, snapshot, signal, doubt),
      CHECK_READ_TIMEOUT_MS,
    );
    if (seen.done) return { kind: 'found', found: seen.found };
  } catch {
    // The refusal stands as the server's word.
  }
  return sessionLive() ? { kind: 'refused', result } : { kind: 'sessionEnded' };
}

/** One money call, start to truthful end (no single-flight guard: see money-call-machine.ts). */
export async function runMoneyCall<I, R, C, S>(
  spec: MoneyCallSpec<I, R, C, S>,
  input: I,
  options: RunOptions<I, S> = {},
): Promise<MoneyOutcome<R, C>> {
  options.onPhase?.('sending');
  const timeoutMs = spec.timeoutMs ?? MONEY_CALL_TIMEOUT_MS;
  const doubt = options.doubt ?? null;
  let snapshot: S;
  try {
    snapshot = await withTimeout((signal) => spec.before(input, signal, doubt), timeoutMs);
  } catch (error) {
    // Nothing was sent yet: whatever failed, the call was not done.
    if (isUnauthorized(error) || !sessionLive()) return { kind: 'sessionEnded' };
    return isAmbiguousFailure(error)
      ? { kind: 'notDone', cause: error }
      : { kind: 'failed', error };
  }
  options.onSent?.(snapshot);
  let result: R;
  try {
    result = await withTimeout((signal) => spec.send(input, signal), timeoutMs);
  } catch (error) {
    if (isUnauthorized(error) || !sessionLive()) return { kind: 'sessionEnded' };
    if (!isAmbiguousFailure(error)) return { kind: 'failed', error };
    options.onPhase?.('checking');
    let found: Found<C> | 'sessionEnded';
    try {
      found = await checkUntilKnown((signal) => spec.check(input, snapshot, signal), options);
    } catch (checkError) {
      // The read itself was refused outright (a 404 for a ticket that is gone, say): the server's
      // own words are what there is to say. Never a rejection nobody handles.
      return { kind: 'failed', error: checkError };
    }
    if (found === 'sessionEnded') return { kind: 'sessionEnded' };
    return found.done ? { kind: 'found', found: found.found } : { kind: 'notDone', cause: error };
  }
  return spec.refused?.(result)
    ? refusedAfterAll(spec, input, snapshot, result, options)
    : { kind: 'answered', result };
}
