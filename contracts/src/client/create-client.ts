import type { EndpointDef } from '../http/endpoint.ts';
import { registry, type EndpointKey } from '../registry.ts';
import { createClientOver, type ApiClient, type ClientOptions } from './client-core.ts';

export { ApiError, ContractError } from './api-error.ts';
export type { ApiClient, CallOptions, ClientOptions } from './client-core.ts';

/** Every endpoint at hand: the registry, schemas and all (the mock server, tests, tools). */
export function createApiClient(options: ClientOptions): ApiClient {
  return createClientOver(options, {
    wire: (key: EndpointKey) => {
      const def: EndpointDef = registry[key];
      return {
        method: def.method,
        path: def.path,
        ...(def.body && { body: def.body.kind }),
        ...(def.money && { money: true }),
      };
    },
    definition: (key: EndpointKey) => registry[key],
  });
}
