import type { FastifyInstance } from 'fastify';
import { ApiError, createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import type { EndpointInput } from '@sportsbook/contracts/endpoint';
import type { Problem } from '@sportsbook/contracts/problem';
import type { EndpointKey, Registry } from '@sportsbook/contracts/registry';
import type { UserSession } from '@sportsbook/contracts/schemas/session';
import { PERSONA_PASSWORD, type PersonaName } from '../db/personas.ts';
import { TEST_CLIENT_ID } from './test-app.ts';

// Tests call the app through the contract's own typed client, so no test can reach an endpoint
// with a path, query or body the contract does not have. Only malformed-input tests go around it
// (test-raw-request.ts).

const ORIGIN = 'http://localhost';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/** `fetch` over `app.inject`: the request reaches the app as it would over a socket. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const method = METHODS.find((candidate) => candidate === request.method);
    if (!method) throw new Error(`injectFetch: unsupported method ${request.method}`);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const requestHeaders: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      requestHeaders[name] = value;
    });
    const answer = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: requestHeaders,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) headers.append(name, String(item));
      }
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** What a call of that endpoint sends as its body, or its query (as a caller writes them). */
export type BodyOf<K extends EndpointKey> = NonNullable<EndpointInput<Registry[K]>['body']>;
export type QueryOf<K extends EndpointKey> = NonNullable<EndpointInput<Registry[K]>['query']>;

/** The typed client, sending this bearer token (if any) on every call. */
export interface TestClient extends ApiClient {
  readonly token: string | undefined;
}

/** A logged-in customer's client, with what POST /token answered. */
export interface CustomerClient extends TestClient {
  readonly token: string;
  readonly session: UserSession;
}

export function testClient(app: FastifyInstance, token?: string): TestClient {
  const client = createApiClient({
    baseUrl: ORIGIN,
    clientId: TEST_CLIENT_ID,
    getToken: () => token,
    fetch: injectFetch(app),
  });
  return Object.assign(client, { token });
}

/** Logs a customer in (a persona, with the personas' password, unless told otherwise). */
export async function logIn(
  app: FastifyInstance,
  userName: PersonaName | (string & {}),
  password = PERSONA_PASSWORD,
): Promise<CustomerClient> {
  const session = await testClient(app).call('auth.token', {
    body: { userName, password, clientId: TEST_CLIENT_ID },
  });
  return Object.assign(testClient(app, session.token), { token: session.token, session });
}

/** GET of a link the API hands out but the contract does not type (uploaded file bytes). */
export const fetchLink = (app: FastifyInstance, path: string) =>
  injectFetch(app)(`${ORIGIN}${path}`);

export interface Failure {
  status: number;
  /** The problem's message: what the user is shown. */
  message: string | undefined;
  problem: Problem;
}

/** How a call that must fail was refused; throws when it succeeded or answered no problem. */
export async function failureOf(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError && error.problem) {
      return { status: error.status, message: error.problem.message, problem: error.problem };
    }
    throw error;
  }
  throw new Error('The call succeeded, but a refusal was expected');
}
