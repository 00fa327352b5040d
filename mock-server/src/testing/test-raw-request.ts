import type { FastifyInstance, InjectOptions } from 'fastify';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { TEST_CLIENT_ID } from './test-app.ts';

export interface RawRequest {
  method?: InjectOptions['method'];
  url: string;
  /** Sent as a bearer token, with the headers the typed client adds. */
  token?: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/**
 * A request the typed client cannot make, for tests of malformed input only: bad JSON, wrong types,
 * oversized bodies, missing or forged tokens, wrong methods, unknown routes. Everything else goes
 * through the typed client (test-client.ts).
 */
export function rawRequest(app: FastifyInstance, request: RawRequest) {
  const auth =
    request.token === undefined
      ? {}
      : { authorization: `Bearer ${request.token}`, clientid: TEST_CLIENT_ID, channel: 'WEB' };
  return app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { ...auth, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** The problem document of an error answer read without the typed client. */
export const problemOf = (body: unknown) => ProblemSchema.parse(body);
