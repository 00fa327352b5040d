import { describe, expect, it } from 'vitest';
import { createMockState } from '../db/seed.ts';
import type { MockState } from '../db/state.ts';
import { authenticate, endUserSessions, findUserByName } from '../domain/auth.ts';
import { CallerIds } from './caller-ids.ts';

const TOKEN = 'caller-ids-test-token';
const TTL_MS = 5_000;

/** A seeded world on a clock the test moves, with one session of demo's. */
function world() {
  let clock = Date.parse('2026-11-26T12:00:00Z');
  const state = createMockState({ now: () => new Date(clock), sessionTtlMs: TTL_MS });
  const demo = findUserByName(state, 'demo');
  if (!demo) throw new Error('no demo');
  state.db.session.create({ token: TOKEN, userId: demo.userId, clientId: 'c', lastSeenAt: clock });
  return {
    state,
    userId: demo.userId,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const lastSeenAt = (state: MockState) =>
  state.db.session.findFirst({ where: { token: { equals: TOKEN } } })?.lastSeenAt ?? null;

describe('the caller behind a token, for the answer cache', () => {
  it('answers as authenticate() does, with the same activity and idle timeout, step by step', () => {
    // Two identical worlds on identical clocks: one asks authenticate() every time, the other
    // CallerIds. Steps around the one-second activity step and the idle timeout, a logout and a
    // new session among them.
    const plain = world();
    const memo = world();
    const ids = new CallerIds();
    const steps = [0, 1, 250, 999, 1, 1000, 1001, 3000, 400, 5001, 0, 10];
    let seed = 7;
    for (let call = 0; call < 400; call++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const step = steps[seed % steps.length] ?? 0;
      plain.advance(step);
      memo.advance(step);
      if (call % 97 === 96) {
        // A logout (a mutating call: the revision moves first, as dispatch does) and a new login.
        for (const { state, userId } of [plain, memo]) {
          state.revision += 1;
          endUserSessions(state, userId);
          state.db.session.create({
            token: TOKEN,
            userId,
            clientId: 'c',
            lastSeenAt: state.now().getTime(),
          });
        }
      }
      const expected = authenticate(plain.state, TOKEN)?.user.userId ?? null;
      expect(ids.userIdOf(memo.state, TOKEN)).toBe(expected);
      expect(lastSeenAt(memo.state)).toBe(lastSeenAt(plain.state));
    }
  });

  it('forgets a token as soon as the state moves (a logout), within the same second', () => {
    const { state, userId } = world();
    const ids = new CallerIds();
    expect(ids.userIdOf(state, TOKEN)).toBe(userId);
    state.revision += 1;
    endUserSessions(state, userId);
    expect(ids.userIdOf(state, TOKEN)).toBeNull();
  });

  it('has no caller for a missing or unknown token', () => {
    const { state } = world();
    const ids = new CallerIds();
    expect(ids.userIdOf(state, undefined)).toBeNull();
    expect(ids.userIdOf(state, 'nobody')).toBeNull();
  });
});
