import { validateAccessGuard } from '../endpoints/reference/validate-access.guard.ts';
import type { EndpointDef, EndpointOutput } from '../http/endpoint.ts';
import type { Guard } from '../http/guard.ts';
import type { EndpointKey, Registry } from '../registry.ts';
import { createClientOver, type ApiClient, type ClientOptions } from './client-core.ts';
import { wire } from './wire.ts';

export { ApiError, ContractError } from './api-error.ts';
export type { ApiClient, CallOptions, ClientOptions } from './client-core.ts';

/** The part of an endpoint key before the dot: 'account' of 'account.standing'. */
export type Area = EndpointKey extends `${infer A}.${string}` ? A : never;
type AreaEndpoints = Partial<Record<EndpointKey, EndpointDef>>;

/**
 * Each area's endpoint definitions (their zod schemas) as a chunk of its own, loaded by the area's
 * first call: a browser on /login loads the region check's schemas, not all 55 (issue 15).
 * A test holds every area equal to the registry, definition for definition.
 */
export const areaLoaders: Record<Area, () => Promise<AreaEndpoints>> = {
  auth: () => import('../endpoints/auth/area.ts').then((m) => m.endpoints),
  account: () => import('../endpoints/account/area.ts').then((m) => m.endpoints),
  matchup: () => import('../endpoints/matchup/area.ts').then((m) => m.endpoints),
  wager: () => import('../endpoints/wager/area.ts').then((m) => m.endpoints),
  sportEvent: () => import('../endpoints/sport-event/area.ts').then((m) => m.endpoints),
  ticket: () => import('../endpoints/ticket/area.ts').then((m) => m.endpoints),
  cashier: () => import('../endpoints/cashier/area.ts').then((m) => m.endpoints),
  reference: () => import('../endpoints/reference/area.ts').then((m) => m.endpoints),
  files: () => import('../endpoints/files/area.ts').then((m) => m.endpoints),
  quickGame: () => import('../endpoints/quick-game/area.ts').then((m) => m.endpoints),
  meta: () => import('../endpoints/meta/area.ts').then((m) => m.endpoints),
  casino: () => import('../endpoints/casino/area.ts').then((m) => m.endpoints),
  message: () => import('../endpoints/message/area.ts').then((m) => m.endpoints),
};

/**
 * Answers a first visit reads before any other, checked by hand-written guards instead of their
 * area's schemas: /login loads no zod (decision 161). Each guard's test holds it to its schema.
 */
export const answerGuards: { [K in EndpointKey]?: Guard<EndpointOutput<Registry[K]>> } = {
  'reference.validateAccess': validateAccessGuard,
};

const areaOf = (key: EndpointKey) => key.slice(0, key.indexOf('.')) as Area;

/** Loads an area's definitions once; a failed load (a network blip) is tried again next call. */
function areaCache(): (area: Area) => Promise<AreaEndpoints> {
  const loading = new Map<Area, Promise<AreaEndpoints>>();
  return (area) => {
    let endpoints = loading.get(area);
    if (!endpoints) {
      endpoints = areaLoaders[area]();
      loading.set(area, endpoints);
      endpoints.catch(() => loading.delete(area));
    }
    return endpoints;
  };
}

/** Loads the definitions of an area ahead of its first call (a screen about to need them). */
export type Preload = (area: Area) => void;

/** The same typed client as createApiClient, its schemas loaded per area with the first call. */
export function createLazyApiClient(options: ClientOptions): ApiClient & { preload: Preload } {
  const load = areaCache();
  const definition = async (key: EndpointKey): Promise<EndpointDef> => {
    const def = (await load(areaOf(key)))[key];
    if (!def) throw new Error(`Endpoint ${key} is missing from its area's definitions`);
    return def;
  };
  const client = createClientOver(options, {
    wire: (key) => wire[key],
    definition,
    guard: (key) => answerGuards[key],
  });
  return Object.assign(client, {
    preload: (area: Area) => {
      load(area).catch(() => undefined);
    },
  });
}
