import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@sportsbook/contracts/client';
import type { Found } from './money-call.ts';
import {
  createMoneyCallStore,
  pressMoneyCall,
  stepOf,
  type MoneyCallDescription,
} from './money-call-machine.ts';
import { sessionStore, type Session } from '../session/session-store.ts';

const session = { user: { token: 't' } } as unknown as Session;
beforeEach(() => {
  vi.spyOn(sessionStore, 'get').mockReturnValue(session);
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Call = MoneyCallDescription<string, string, string, number>;
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const nothing = (): Promise<Found<string>> => Promise.resolve({ done: false });

/** A call whose `before` reads a new snapshot each time (1, 2, …) unless handed a doubt. */
function call(patch: Partial<Call> = {}): Call & { befores: (number | null)[] } {
  const befores: (number | null)[] = [];
  let reads = 0;
  return {
    befores,
    before: (_input, _signal, doubt) => {
      befores.push(doubt?.snapshot ?? null);
      reads += 1;
      return Promise.resolve(doubt?.snapshot ?? reads);
    },
    send: (input) => Promise.resolve(`sent ${input}`),
    check: nothing,
    timeoutMs: 50,
    progress: { sending: 'Sending', checking: 'Checking' },
    ...patch,
  };
}

describe('the money-call machine', () => {
  it('ends each press once: sending → done, said once, with the input', async () => {
    const store = createMoneyCallStore<string, string, string, number>();
    const done = vi.fn();
    const steps: string[] = [];
    store.subscribe(() => steps.push(store.get().phase ?? store.get().end?.step ?? 'idle'));
    const outcome = await pressMoneyCall(store, call({ say: { done } }), 'a');
    expect(stepOf(outcome)).toBe('done');
    expect(steps).toEqual(['sending', 'sending', 'done']);
    expect(done).toHaveBeenCalledExactlyOnceWith({ kind: 'answered', result: 'sent a' }, 'a');
    expect(store.get().end).toMatchObject({ step: 'done', input: 'a' });
  });

  it('keeps a lost send in doubt: the next press is handed its snapshot, until one is done', async () => {
    const store = createMoneyCallStore<string, string, string, number>();
    const first = call({ send: lost });
    expect(stepOf(await pressMoneyCall(store, first, 'a'))).toBe('notDone');
    expect(store.get().doubt).toEqual({ input: 'a', snapshot: 1 });
    // A refusal leaves the doubt as it was: the lost send may still land.
    const refusing = call({ send: () => Promise.reject(new ApiError('x', 400, 'No')) });
    expect(stepOf(await pressMoneyCall(store, refusing, 'a'))).toBe('refused');
    expect(refusing.befores).toEqual([1]);
    expect(store.get().doubt).toEqual({ input: 'a', snapshot: 1 });
    const retry = call();
    expect(stepOf(await pressMoneyCall(store, retry, 'a'))).toBe('done');
    expect(retry.befores).toEqual([1]);
    expect(store.get().doubt).toBeNull();
  });

  it('checks an answer that says no, and takes what the read finds as done', async () => {
    const store = createMoneyCallStore<string, string, string, number>();
    const phases: string[] = [];
    store.subscribe(() => {
      const { phase } = store.get();
      if (phase && phases.at(-1) !== phase) phases.push(phase);
    });
    const refused = vi.fn();
    const found = await pressMoneyCall(
      store,
      call({
        refused: (answer) => answer.startsWith('sent'),
        checkRefusal: () => Promise.resolve({ done: true, found: 'ticket 1' }),
        say: { refused },
      }),
      'a',
    );
    expect(found).toEqual({ kind: 'found', found: 'ticket 1' });
    expect(phases).toEqual(['sending', 'checking']);
    const stands = await pressMoneyCall(
      store,
      call({
        refused: () => true,
        checkRefusal: () => Promise.reject(new TypeError('Failed to fetch')),
        say: { refused },
      }),
      'b',
    );
    expect(stands).toEqual({ kind: 'refused', result: 'sent b' });
    expect(refused).toHaveBeenCalledExactlyOnceWith(stands, 'b');
  });

  it('done once stays done until reset; clear says no more of a refusal but not of done', async () => {
    const store = createMoneyCallStore<string, string, string, number>();
    const send = vi.fn((input: string) => Promise.resolve(`sent ${input}`));
    expect(stepOf(await pressMoneyCall(store, call({ send, once: true }), 'a'))).toBe('done');
    expect(await pressMoneyCall(store, call({ send, once: true }), 'a')).toBeNull();
    store.dispatch({ type: 'clear' });
    expect(store.get().end?.step).toBe('done');
    store.dispatch({ type: 'reset' });
    expect(store.get().end).toBeNull();
    expect(stepOf(await pressMoneyCall(store, call({ send, once: true }), 'a'))).toBe('done');
    expect(send).toHaveBeenCalledTimes(2);
    const refusing = call({ send: () => Promise.reject(new ApiError('x', 400, 'No')) });
    await pressMoneyCall(store, refusing, 'b');
    store.dispatch({ type: 'clear' });
    expect(store.get().end).toBeNull();
  });

  it('leaves a call behind when the session ends: free at once, and nothing said of it', async () => {
    const store = createMoneyCallStore<string, string, string, number>();
    let answer: (value: string) => void = () => undefined;
    const done = vi.fn();
    const press = pressMoneyCall(
      store,
      call({
        send: () =>
          new Promise<string>((resolve) => {
            answer = resolve;
          }),
        timeoutMs: 5_000,
        say: { done },
      }),
      'a',
    );
    await vi.waitFor(() => {
      expect(store.get().sent).not.toBeNull();
    });
    vi.spyOn(sessionStore, 'get').mockReturnValue(null);
    sessionStore.clear();
    expect(store.get().phase).toBeNull();
    answer('late');
    expect(await press).toEqual({ kind: 'sessionEnded' });
    expect(store.get().end).toBeNull();
    expect(done).not.toHaveBeenCalled();
  });

  it('sends nothing while a press is under way or offline', async () => {
    const store = createMoneyCallStore<string, string, string, number>();
    const send = vi.fn(() => Promise.resolve('x'));
    const first = pressMoneyCall(store, call({ send }), 'a');
    expect(await pressMoneyCall(store, call({ send }), 'a')).toBeNull();
    await first;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await pressMoneyCall(store, call({ send }), 'a')).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
