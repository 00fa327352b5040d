import { getResponse, type HttpHandler } from 'msw';
import { createApiClient } from '@sportsbook/contracts/client';
import { PERSONA_PASSWORD, type PersonaName } from '@sportsbook/mock-server/personas';
import type { MockState } from '@sportsbook/mock-server/state';
import { CLIENT_ID } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { createMockWorld, type MockWorld } from './mock-world.ts';

/** Stories that type a persona's password take it from here, with the rest of the mock API. */
export { PERSONA_PASSWORD };

export type Arrange = (state: MockState) => void;

export interface MockApiOptions {
  /** Log this persona in before the story renders (session storage, as after a real login). */
  persona?: PersonaName;
}

/** The `parameters.msw` value: what msw-storybook-addon reads. */
export interface MockApiParameter {
  handlers: HttpHandler[];
}

interface World {
  arrange: Arrange | undefined;
  persona: PersonaName | undefined;
}

// One mock world per preview page, seeded once and restored before every story render: a page
// renders one story at a time, and seeding costs far more than restoring (mock-world.ts).
let shared: MockWorld | undefined;
const sharedWorld = () => (shared ??= createMockWorld());

const worlds = new WeakMap<HttpHandler[], World>();

/**
 * The mock backend's own MSW handlers. Before each render the world behind them goes back to its
 * seeded state; `arrange` then sets scenario flags or data, and `persona` logs a demo user in.
 */
export function mockApi(arrange?: Arrange, options: MockApiOptions = {}): MockApiParameter {
  // A story's own array (same handlers) is the key to its arrangement.
  const handlers = [...sharedWorld().handlers];
  worlds.set(handlers, { arrange, persona: options.persona });
  return { handlers };
}

/** A client over the handlers themselves (no service worker needed), for arranging a session. */
function directClient(handlers: HttpHandler[], getToken: () => string | undefined) {
  const fetchThroughHandlers: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const response = await getResponse(handlers, new Request(url, init));
    return response ?? new Response(null, { status: 404, statusText: 'No mock handler' });
  };
  return createApiClient({ clientId: CLIENT_ID, getToken, fetch: fetchThroughHandlers });
}

async function logIn(handlers: HttpHandler[], persona: PersonaName): Promise<void> {
  const anonymous = directClient(handlers, () => undefined);
  const user = await anonymous.call('auth.token', {
    body: { userName: persona, password: PERSONA_PASSWORD, clientId: CLIENT_ID },
  });
  const client = directClient(handlers, () => user.token);
  const customer = await client.call('account.getCustomer', { query: { username: user.userName } });
  sessionStore.setUser(user);
  sessionStore.setCustomer(customer);
}

/**
 * The world behind a story's handlers, for play functions that change the backend mid-story (e.g.
 * slow it down once the screen has loaded): `mockState(parameters.msw).scenario.latencyMs = 600_000`.
 */
export function mockState(parameter: unknown): MockState {
  if (!isMockApiParameter(parameter) || !worlds.has(parameter.handlers)) {
    throw new Error('parameters.msw was not made by mockApi()');
  }
  return sharedWorld().state;
}

const isMockApiParameter = (value: unknown): value is MockApiParameter =>
  typeof value === 'object' &&
  value !== null &&
  'handlers' in value &&
  Array.isArray(value.handlers);

/**
 * Run by the preview before each render: a logged-out browser, the story's world back to its seed
 * and arranged, and its persona logged in.
 */
export async function prepareWorld(parameter: unknown): Promise<void> {
  sessionStorage.clear();
  sessionStore.reload();
  if (!isMockApiParameter(parameter)) return;
  const world = worlds.get(parameter.handlers);
  if (!world) return;
  const { state, restore } = sharedWorld();
  restore();
  world.arrange?.(state);
  if (!world.persona) return;
  // The login arranges the session; the story's latency, injected failures and lost answers are for
  // the screen.
  const { latencyMs, errors, faults } = state.scenario;
  state.scenario.latencyMs = 0;
  state.scenario.errors = {};
  state.scenario.faults = {};
  try {
    await logIn(parameter.handlers, world.persona);
  } finally {
    state.scenario.latencyMs = latencyMs;
    state.scenario.errors = errors;
    state.scenario.faults = faults;
  }
}
