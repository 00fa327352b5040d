import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@sportsbook/contracts/client';
import {
  CallTimedOut,
  isAmbiguousFailure,
  noSnapshot,
  runMoneyCall,
  type Found,
  type MoneyCallSpec,
} from './money-call.ts';
import { sessionStore, type Session } from '../session/session-store.ts';
import { useMoneyCall } from './use-money-call.ts';

const session = { user: { token: 't' } } as unknown as Session;
beforeEach(() => {
  vi.spyOn(sessionStore, 'get').mockReturnValue(session);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const fast = { retryMs: [1], whenOnline: () => Promise.resolve() };
const never = (_: unknown, signal: AbortSignal) =>
  new Promise<string>((_resolve, reject) => {
    signal.addEventListener('abort', () => {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });

const progress = { sending: 'Sending', checking: 'Checking' };

function spec(
  send: MoneyCallSpec<number, string, string, null>['send'],
  check: () => Promise<Found<string>>,
  timeoutMs = 20,
): MoneyCallSpec<number, string, string, null> {
  return { before: noSnapshot, send, check, timeoutMs };
}

describe('what counts as an answer lost', () => {
  it.each([
    ['a network error', new TypeError('Failed to fetch'), true],
    ['our timeout', new CallTimedOut(), true],
    ['502', new ApiError('x', 502, 'Bad gateway'), true],
    ['503', new ApiError('x', 503, 'Unavailable'), true],
    ['504', new ApiError('x', 504, 'Timeout'), true],
    ['500', new ApiError('x', 500, 'Error'), false],
    ['400', new ApiError('x', 400, 'Bad'), false],
    ['401', new ApiError('x', 401, 'Expired'), false],
  ])('%s: %s', (_, error, ambiguous) => {
    expect(isAmbiguousFailure(error)).toBe(ambiguous);
  });
});

describe('a money call', () => {
  it('hands back the answer when there is one, without checking', async () => {
    const check = vi.fn(() => Promise.resolve<Found<string>>({ done: false }));
    const outcome = await runMoneyCall(
      spec(() => Promise.resolve('ticket 7'), check),
      1,
      fast,
    );
    expect(outcome).toEqual({ kind: 'answered', result: 'ticket 7' });
    expect(check).not.toHaveBeenCalled();
  });

  it('times out, says it is checking, and ends on what the check found', async () => {
    const phases: string[] = [];
    const outcome = await runMoneyCall(
      spec(never, () => Promise.resolve({ done: true, found: 'ticket 8' })),
      1,
      { ...fast, onPhase: (phase) => phases.push(phase) },
    );
    expect(phases).toEqual(['sending', 'checking']);
    expect(outcome).toEqual({ kind: 'found', found: 'ticket 8' });
  });

  it('ends on not done when the check finds nothing', async () => {
    const outcome = await runMoneyCall(
      spec(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.resolve({ done: false }),
      ),
      1,
      fast,
    );
    expect(outcome.kind).toBe('notDone');
  });

  it('reads again while the reads themselves fail, until the server tells', async () => {
    const check = vi
      .fn<() => Promise<Found<string>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError('x', 503, 'Unavailable'))
      .mockResolvedValueOnce({ done: true, found: 'ticket 9' });
    const outcome = await runMoneyCall(spec(never, check), 1, fast);
    expect(check).toHaveBeenCalledTimes(3);
    expect(outcome).toEqual({ kind: 'found', found: 'ticket 9' });
  });

  it('a refusal is a failure, not a check', async () => {
    const check = vi.fn(() => Promise.resolve<Found<string>>({ done: false }));
    const refusal = new ApiError('x', 400, 'Amount too low');
    const outcome = await runMoneyCall(
      spec(() => Promise.reject(refusal), check),
      1,
      fast,
    );
    expect(outcome).toEqual({ kind: 'failed', error: refusal });
    expect(check).not.toHaveBeenCalled();
  });

  it("ends on the check's refusal when the read itself is refused, never on a rejection", async () => {
    const gone = new ApiError('x', 404, 'Ticket not found');
    const check = vi.fn(() => Promise.reject(gone));
    const outcome = await runMoneyCall(spec(never, check), 1, fast);
    expect(outcome).toEqual({ kind: 'failed', error: gone });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('never checks with a dead token: a 401, or a session that ended meanwhile', async () => {
    const check = vi.fn(() => Promise.resolve<Found<string>>({ done: false }));
    const expired = new ApiError('x', 401, 'Expired');
    expect(
      await runMoneyCall(
        spec(() => Promise.reject(expired), check),
        1,
        fast,
      ),
    ).toEqual({
      kind: 'sessionEnded',
    });
    vi.spyOn(sessionStore, 'get').mockReturnValue(null);
    expect(await runMoneyCall(spec(never, check), 1, fast)).toEqual({ kind: 'sessionEnded' });
    expect(check).not.toHaveBeenCalled();
  });

  it('stops checking when a read answers 401', async () => {
    const check = vi.fn(() => Promise.reject(new ApiError('x', 401, 'Expired')));
    expect(await runMoneyCall(spec(never, check), 1, fast)).toEqual({ kind: 'sessionEnded' });
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('useMoneyCall', () => {
  it('sends once however often it is pressed while under way', async () => {
    let release: (value: string) => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const { result } = renderHook(() =>
      useMoneyCall({ ...spec(send, () => Promise.resolve({ done: false }), 5_000), progress }),
    );
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(1);
      second = result.current.run(1);
    });
    expect(await second).toBeNull();
    await vi.waitFor(() => {
      expect(send).toHaveBeenCalled();
    });
    expect(result.current.phase).toBe('sending');
    expect(result.current.blocked).toBe(true);
    await act(async () => {
      release('ticket 10');
      await first;
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await first).toEqual({ kind: 'answered', result: 'ticket 10' });
    expect(result.current.phase).toBeNull();
  });

  it('sends nothing while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn(() => Promise.resolve('x'));
    const { result } = renderHook(() =>
      useMoneyCall({ ...spec(send, () => Promise.resolve({ done: false })), progress }),
    );
    expect(result.current.offline).toBe(true);
    expect(result.current.blocked).toBe(true);
    expect(await result.current.run(1)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});
