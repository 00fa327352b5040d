import { afterEach, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockState } from '../db/state.ts';
import { seededState } from './seeded-worlds.ts';
import { buildServer, type ServerOptions } from '../server.ts';

export const TEST_CLIENT_ID = 'test-client';

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
