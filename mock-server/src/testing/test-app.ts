import { afterEach, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_SEED,
  createMockState,
  snapshotWorld,
  type MockState,
  type StateOptions,
  type WorldSnapshot,
} from '../db/state.ts';
import { buildServer, type ServerOptions } from '../server.ts';

export const TEST_CLIENT_ID = 'test-client';

// Seeding (~13k offers) costs far more than copying a seeded world, so each test worker seeds once
// per seed and clock and copies after (test files share the worker's modules: vitest.config.ts).
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

/** The whole server on a freshly seeded world, checking every answer against the contract. */
export async function createTestApp(options: ServerOptions = {}): Promise<FastifyInstance> {
  const state = options.state ?? seededState(options);
  const app = await buildServer({ validateResponses: true, ...options, state });
  await app.ready();
  return app;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly state: MockState;
}

/** A fresh app for each test of the calling file or describe block, closed after the test. */
export function appPerTest(options: ServerOptions = {}): TestApp {
  let current: FastifyInstance | undefined;
  beforeEach(async () => {
    current = await createTestApp(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const app = () => {
    if (!current) throw new Error('appPerTest: no app outside a test');
    return current;
  };
  return {
    get app() {
      return app();
    },
    get state() {
      return app().mockState;
    },
  };
}
