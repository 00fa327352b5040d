import { createMockState } from '../db/seed.ts';
import {
  DEFAULT_SEED,
  isFreshSnapshot,
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
// A copy stands in for seeding only while it is fresh (isFreshSnapshot, db/state.ts).
const snapshots = new Map<number, WorldSnapshot>();

/** A freshly seeded state, copied from this worker's snapshot when one fits. */
export function seededState(options: StateOptions = {}): MockState {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = (options.now ?? (() => new Date()))().getTime();
  const snapshot = snapshots.get(seed);
  if (snapshot && isFreshSnapshot(snapshot, now))
    return createMockState({ ...options, from: snapshot });
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
  if (snapshot && isFreshSnapshot(snapshot, state.now().getTime())) {
    restoreWorld(state, snapshot);
    return;
  }
  resetMockState(state);
  snapshots.set(state.seed, snapshotWorld(state));
}
