import { describe, expect, it } from 'vitest';
import { sessionByToken, userById } from './by-key.ts';
import { createMockState } from './seed.ts';
import { resetMockState, restoreWorld, snapshotWorld } from './state.ts';

const TOKENS = ['a', 'b', 'c', 'd'];

describe('records read by primary key', () => {
  it('are the very records findFirst answers, after every create, update and delete', () => {
    const state = createMockState();
    const userIds = state.db.user.getAll().map((user) => user.userId);
    const [first = 0, second = 0] = userIds;
    const check = () => {
      for (const token of [...TOKENS, '', 'missing'])
        expect(sessionByToken(state.db, token)).toBe(
          state.db.session.findFirst({ where: { token: { equals: token } } }),
        );
      for (const userId of [...userIds, 0, -1, 999_999])
        expect(userById(state.db, userId)).toBe(
          state.db.user.findFirst({ where: { userId: { equals: userId } } }),
        );
    };
    let seed = 11;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    check();
    for (let step = 0; step < 300; step++) {
      const token = TOKENS[next(TOKENS.length)] ?? 'a';
      const exists = state.db.session.findFirst({ where: { token: { equals: token } } }) !== null;
      switch (next(4)) {
        case 0:
          if (!exists)
            state.db.session.create({
              token,
              userId: next(2) ? first : second,
              clientId: 'c',
              lastSeenAt: step,
            });
          break;
        case 1:
          state.db.session.update({
            where: { token: { equals: token } },
            data: { lastSeenAt: step * 1000 },
          });
          break;
        case 2:
          state.db.session.delete({ where: { token: { equals: token } } });
          break;
        default:
          state.db.user.update({
            where: { userId: { equals: next(2) ? first : second } },
            data: { pwdChangeFlag: next(2) === 1 },
          });
      }
      check();
    }
  });

  it('follow the world through a reset and a restored snapshot', () => {
    const state = createMockState();
    const demo = state.db.user.findFirst({ where: { userName: { equals: 'demo' } } });
    if (!demo) throw new Error('no demo');
    state.db.session.create({ token: 'kept', userId: demo.userId, clientId: 'c', lastSeenAt: 1 });
    const snapshot = snapshotWorld(state);
    resetMockState(state);
    expect(sessionByToken(state.db, 'kept')).toBeNull();
    expect(userById(state.db, demo.userId)).toBe(
      state.db.user.findFirst({ where: { userId: { equals: demo.userId } } }),
    );
    restoreWorld(state, snapshot);
    expect(sessionByToken(state.db, 'kept')).toBe(
      state.db.session.findFirst({ where: { token: { equals: 'kept' } } }),
    );
    expect(sessionByToken(state.db, 'kept')?.userId).toBe(demo.userId);
    const copy = createMockState({ from: snapshot });
    expect(sessionByToken(copy.db, 'kept')).toBe(
      copy.db.session.findFirst({ where: { token: { equals: 'kept' } } }),
    );
    expect(sessionByToken(copy.db, 'kept')).not.toBe(sessionByToken(state.db, 'kept'));
  });
});
