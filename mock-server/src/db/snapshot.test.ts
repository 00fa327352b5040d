import { describe, expect, it } from 'vitest';
import { MODEL_NAMES } from './models.ts';
import { createMockState } from './seed.ts';
import { resetMockState, restoreWorld, snapshotWorld, type MockState } from './state.ts';

const clock = new Date('2026-03-18T15:00:00Z');
const now = () => clock;

/** Every record of every model as plain data, plus what else a world holds. */
const contentsOf = (state: MockState) => ({
  tables: Object.fromEntries(MODEL_NAMES.map((model) => [model, state.db[model].getAll()])),
  files: [...state.files],
  ids: ['event', 'ledger', 'slipItem', 'walletTransaction'].map((sequence) =>
    state.nextId(sequence),
  ),
  draws: [state.random.next(), state.random.next()],
  revision: state.revision,
});

describe('a world started from a snapshot', () => {
  const seeded = createMockState({ now });
  const snapshot = snapshotWorld(seeded);

  it('equals the seeded world: records, files, id sequences and runtime draws', () => {
    const copy = createMockState({ now, from: snapshot });
    expect(snapshot.takenAt).toBe(clock.getTime());
    expect(contentsOf(copy)).toEqual(contentsOf(createMockState({ now })));
    expect(copy.db.offer.count()).toBeGreaterThan(10_000);
  });

  it('is detached: writes to one copy reach neither the snapshot nor another copy', () => {
    const first = createMockState({ now, from: snapshot });
    first.db.user.update({
      where: { userName: { equals: 'demo' } },
      data: { settings: { maxAmount: 1 } },
    });
    const request = first.db.walletRequest.getAll()[0];
    request?.comments.push('written in place');
    first.db.offer.delete({
      where: { offerId: { equals: first.db.offer.getAll()[0]?.offerId ?? '' } },
    });
    first.files.values().next().value?.fill(0);

    const second = createMockState({ now, from: snapshot });
    const demo = second.db.user.findFirst({ where: { userName: { equals: 'demo' } } });
    expect(demo?.settings.maxAmount).toBe(5000);
    expect(second.db.walletRequest.getAll()[0]?.comments).not.toContain('written in place');
    expect(second.db.offer.count()).toBe(seeded.db.offer.count());
    expect([...second.files.values()]).toEqual([...seeded.files.values()]);
  });

  it('still answers queries and takes new records', () => {
    const copy = createMockState({ now, from: snapshot });
    expect(copy.db.user.findFirst({ where: { userName: { equals: 'basic' } } })?.userId).toBe(1004);
    expect(() =>
      copy.db.bonus.create({
        bonusId: 301,
        userId: 1001,
        bonusName: 'Twice',
        amount: 1,
        balance: 1,
        expirationDate: clock.toISOString(),
        isDeposit: false,
      }),
    ).toThrow(/already exists/);
  });

  it('seeds afresh on reset, and refuses a snapshot of another seed', () => {
    const copy = createMockState({ now, from: snapshot });
    copy.db.offer.deleteMany({ where: {} });
    resetMockState(copy);
    expect(copy.db.offer.count()).toBe(seeded.db.offer.count());
    expect(() => createMockState({ now, seed: 7, from: snapshot })).toThrow('another seed');
  });

  it('restores in place: the same state object and listeners, the seeded world, a newer revision', () => {
    const state = createMockState({ now });
    const pushed: number[] = [];
    state.on('balance', (_user, balance) => {
      pushed.push(balance);
    });
    state.db.offer.deleteMany({ where: {} });
    state.nextId('ledger');
    state.revision += 5;
    const before = state.revision;
    restoreWorld(state, snapshot);
    const restored = contentsOf(state);
    const seededContents = contentsOf(createMockState({ now }));
    expect({ ...restored, revision: 0 }).toEqual({ ...seededContents, revision: 0 });
    expect(restored.revision).toBeGreaterThan(before);
    state.emit('balance', 'demo', 12);
    expect(pushed).toEqual([12]);
    const other = createMockState({ now, seed: 7 });
    expect(() => {
      restoreWorld(other, snapshot);
    }).toThrow('another seed');
  });
});

describe('a reset', () => {
  it('copies the world it seeded last within a minute of it, and seeds again after', () => {
    let at = new Date('2026-03-18T15:00:00Z');
    const state = createMockState({ now: () => at });
    const seededNow = contentsOf(createMockState({ now: () => at }));

    // The first reset seeds (the world may have changed since the start); the next, 59 s on,
    // copies that seeding: the same world, written-over records and all, back as it was.
    resetMockState(state);
    state.db.offer.deleteMany({ where: {} });
    at = new Date(at.getTime() + 59_000);
    resetMockState(state);
    expect({ ...contentsOf(state), revision: 0 }).toEqual({ ...seededNow, revision: 0 });
    // (Seeding at this time would have given other dates: so the reset copied.)
    expect(contentsOf(createMockState({ now: () => at })).tables).not.toEqual(seededNow.tables);

    // A minute after that seeding the copy's dates would drift from now: it seeds again, with
    // dates relative to the new time.
    at = new Date(at.getTime() + 2_000);
    state.db.offer.deleteMany({ where: {} });
    resetMockState(state);
    const seededLater = contentsOf(createMockState({ now: () => at }));
    expect({ ...contentsOf(state), revision: 0 }).toEqual({ ...seededLater, revision: 0 });
    expect(seededLater.tables).not.toEqual(seededNow.tables);
  });
});
