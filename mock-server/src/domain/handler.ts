import type { EndpointParsedInput, EndpointResponseInput } from '@sportsbook/contracts/endpoint';
import type { EndpointKey, Registry } from '@sportsbook/contracts/registry';
import type { SettingUI } from '@sportsbook/contracts/schemas/session';
import type { Db } from '../db/models.ts';
import type { MockState } from '../db/state.ts';

export type UserRecord = NonNullable<ReturnType<Db['user']['findFirst']>>;

/** The authenticated customer behind a bearer call. */
export interface Caller {
  user: UserRecord;
  token: string;
  /** The customer's complete settings, resolved once at authentication: handlers read only these. */
  settings: SettingUI;
}

export interface HandlerContext<K extends EndpointKey> {
  state: MockState;
  caller: Registry[K]['auth'] extends 'bearer' ? Caller : Caller | null;
  /** Scheme and host the request came to, for links the server hands out (reset links, files). */
  origin: string;
}

/**
 * One endpoint's behaviour. Handlers are synchronous on purpose: a request is applied to the state
 * in one step, so two concurrent submits of one slip can never both pass the "not yet submitted" check.
 */
export type Handler<K extends EndpointKey> = (
  ctx: HandlerContext<K>,
  input: EndpointParsedInput<Registry[K]>,
) => EndpointResponseInput<Registry[K]>;

/** Handlers of one area: the keys it implements. */
export type AreaHandlers<K extends EndpointKey> = { [P in K]: Handler<P> };

/** Every endpoint of the registry, each with its handler: a missing one fails typecheck. */
export type Handlers = AreaHandlers<EndpointKey>;
