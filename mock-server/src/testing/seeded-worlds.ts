import { createMockState } from '../db/seed.ts';
import {
  DEFAULT_SEED,
  resetMockState,
  restoreWorld,
  snapshotWorld,
  type MockState,
  type StateOptions,
  type WorldSnapshot,
} from '../db/state.ts';

// Seeding (~13k offers) costs far more than copying a seeded world, so each test worker seeds once
// per seed and clock and copies after (test files share the worker's modules: vitest.config.ts; the web's
// jsdom tests reset one state per test file the same way).
// A copy stands in for seeding only while the clock it reads is within a minute of the snapshot
// and on the same UTC day: seeded dates are relative to now, and the nearest of them (today's next
// kick-off) is at least ten minutes away from it.
const SNAPSHOT_MAX_AGE_MS = 60_000;
const snapshots = new Map<number, WorldSnapshot>();

const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

function reusable(snapshot: WorldSnapshot, now: number): boolean {
  const age = now - snapshot.takenAt;
  return age >= 0 && age < SNAPSHOT_MAX_AGE_MS && utcDay(now) === utcDay(snapshot.takenAt);
}

/** A freshly seeded state, copied from this worker's snapshot when one fits. */
export function seededState(options: StateOptions = {}): MockState {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = (options.now ?? (() => new Date()))().getTime();
  const snapshot = snapshots.get(seed);
  if (snapshot && reusable(snapshot, now)) return createMockState({ ...options, from: snapshot });
  const state = createMockState(options);
  snapshots.set(seed, snapshotWorld(state));
  return state;
}

/**
 * The same world as a reset reseeds (`resetMockState`), copied from this worker's snapshot when one
 * fits: `state` stays the same object, so handlers built over it see the fresh world.
 */
export function resetToSeeded(state: MockState): void {
  const snapshot = snapshots.get(state.seed);
  if (snapshot && reusable(snapshot, state.now().getTime())) {
    restoreWorld(state, snapshot);
    return;
  }
  resetMockState(state);
  snapshots.set(state.seed, snapshotWorld(state));
}
