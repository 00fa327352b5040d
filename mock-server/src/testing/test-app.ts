import { afterEach, beforeEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeAny } from 'zod';
import type { EndpointOutput } from '@sportsbook/contracts/endpoint';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { registry, type EndpointKey, type Registry } from '@sportsbook/contracts/registry';
import { PERSONA_PASSWORD } from '../db/personas.ts';
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

// Seeding (~13k offers) costs far more than copying a seeded world, so each test file seeds once
// per seed and clock and copies after. A copy stands in for seeding only while the clock it reads
// is within a minute of the snapshot and on the same UTC day: seeded dates are relative to now, and
// the nearest of them (today's next kick-off) is at least ten minutes away from it.
const SNAPSHOT_MAX_AGE_MS = 60_000;
const snapshots = new Map<number, WorldSnapshot>();

const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

function reusable(snapshot: WorldSnapshot, now: number): boolean {
  const age = now - snapshot.takenAt;
  return age >= 0 && age < SNAPSHOT_MAX_AGE_MS && utcDay(now) === utcDay(snapshot.takenAt);
}

/** A freshly seeded state, copied from this file's snapshot when one fits. */
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

// --- Being replaced by the typed client (test-client.ts); removed once no test uses them. ---

/** Logs a persona in and returns its bearer token. */
export async function login(app: FastifyInstance, persona: string, password = PERSONA_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/w/api/token',
    payload: { userName: persona, password, clientId: TEST_CLIENT_ID },
  });
  if (response.statusCode !== 200) throw new Error(`login ${persona} failed: ${response.body}`);
  const session: unknown = response.json();
  if (
    typeof session !== 'object' ||
    session === null ||
    !('token' in session) ||
    typeof session.token !== 'string'
  ) {
    throw new Error('login answered no token');
  }
  return session.token;
}

export const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  clientid: TEST_CLIENT_ID,
  channel: 'WEB',
});

/** A 200 answer parsed with the endpoint's own response schema (typed, and checked again). */
export function answer<K extends EndpointKey>(
  key: K,
  response: LightMyRequestResponse,
): EndpointOutput<Registry[K]> {
  if (response.statusCode !== 200) {
    throw new Error(`${key} answered ${response.statusCode}: ${response.body}`);
  }
  const schema: ZodTypeAny = registry[key].response;
  return schema.parse(response.json()) as EndpointOutput<Registry[K]>;
}

/** The problem document of an error answer. */
export const problemOf = (response: LightMyRequestResponse) => ProblemSchema.parse(response.json());
