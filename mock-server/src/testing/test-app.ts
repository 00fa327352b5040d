import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeAny } from 'zod';
import type { EndpointOutput } from '@sportsbook/contracts/endpoint';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { registry, type EndpointKey, type Registry } from '@sportsbook/contracts/registry';
import { buildServer, type ServerOptions } from '../server.ts';
import { PERSONA_PASSWORD } from '../db/personas.ts';

export const TEST_CLIENT_ID = 'test-client';

export async function createTestApp(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = await buildServer({ validateResponses: true, ...options });
  await app.ready();
  return app;
}

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
