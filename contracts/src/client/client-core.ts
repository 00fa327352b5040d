import {
  buildPath,
  type BodyDef,
  type EndpointDef,
  type HttpMethod,
  type EndpointInput,
  type EndpointOutput,
} from '../http/endpoint.ts';
import type { Guard } from '../http/guard.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyValue,
  newIdempotencyKey,
} from '../http/idempotency.ts';
import { ProblemGuard } from '../http/problem.guard.ts';
import type { EndpointKey, Registry } from '../registry.ts';
import { ApiError, ContractError } from './api-error.ts';
import { readTolerantly, type DroppedItem, type TolerantChecked } from './tolerant-read.ts';

export interface ClientOptions {
  /** Origin the /w/api paths hang off; '' means same origin. */
  baseUrl?: string;
  /** Sent as the ClientId header on every call. */
  clientId: string;
  /** The current bearer token, read at each call. */
  getToken?: () => string | null | undefined;
  /** Called before the ApiError of any 401 answer is thrown (the app logs the user out). */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof globalThis.fetch;
  /**
   * The message a ContractError carries (what a screen shows of it), from its reference; the
   * developer text stays in `details`. Without it the message is the developer text (tools, tests).
   */
  contractErrorMessage?: (error: ContractError) => string;
  /** Told of every answer refused for breaking the contract, before the error is thrown. */
  onContractError?: (error: ContractError) => void;
  /** Told of the list items left out of an answer that broke its schema only there (decision 190). */
  onDroppedItems?: (endpoint: string, items: readonly DroppedItem[]) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A money call's Idempotency-Key (decision 192): pass the same key to send one action again.
   * Without it each call is a new action with a new key. Ignored by other calls.
   */
  idempotencyKey?: string;
}

type CallArgs<E extends EndpointDef> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  call<K extends EndpointKey>(
    key: K,
    ...args: CallArgs<Registry[K]>
  ): Promise<EndpointOutput<Registry[K]>>;
}

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What a request needs before any schema: the method, the path and the body's kind. */
export interface Wire {
  method: HttpMethod;
  path: string;
  body?: BodyDef['kind'];
  /** A money call: it carries an Idempotency-Key (decision 192). */
  money?: true;
}

/**
 * Where a client finds each endpoint: its wire form at once, its definition (the schemas) now or
 * once loaded. The request goes out while the schemas load; the answer is checked once both are in.
 */
export interface EndpointSource {
  wire(key: EndpointKey): Wire;
  definition(key: EndpointKey): EndpointDef | Promise<EndpointDef>;
  /**
   * A hand-written check of the endpoint's answer, if the source has one: the definition is then
   * neither loaded nor used (the region check on a first visit to /login, decision 161).
   */
  guard?(key: EndpointKey): Guard<unknown> | undefined;
}

/** The typed client over any endpoint source (create-client.ts: the registry; lazy-client.ts: per area). */
export function createClientOver(options: ClientOptions, endpoints: EndpointSource): ApiClient {
  // Resolved at each call, so fetch replaced later (MSW, test doubles) is the one used.
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';

  async function call(key: EndpointKey, input: RawInput = {}, callOptions: CallOptions = {}) {
    const wire = endpoints.wire(key);
    const guard = endpoints.guard?.(key);
    const check: Promise<(payload: unknown) => TolerantChecked<unknown>> = guard
      ? Promise.resolve((payload) => ({ ...guard.safeParse(payload), dropped: [] }))
      : Promise.resolve(endpoints.definition(key)).then((def) => answerReader(def));
    // Awaited below; a load failure must not go unhandled while the request is in flight.
    check.catch(() => undefined);
    const headers = new Headers({ Accept: 'application/json', ClientId: options.clientId });
    headers.set('Channel', 'WEB');
    const token = options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // One call is one action: every re-send of this request (the browser's own, a proxy's)
    // carries the same key, so a backend that honours it books the action once.
    if (wire.money) {
      const idempotencyKey = callOptions.idempotencyKey ?? newIdempotencyKey();
      headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKeyValue(idempotencyKey));
    }

    let body: BodyInit | undefined;
    if (wire.body === 'json') {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(input.body ?? {});
    } else if (wire.body === 'multipart') {
      body = toFormData(input.body);
    }

    const url = `${baseUrl}${buildPath(wire.path, input.params)}${toQueryString(input.query)}`;
    const response = await doFetch(url, {
      method: wire.method,
      headers,
      body: body ?? null,
      signal: callOptions.signal ?? null,
    });
    const payload = await readJson(response);

    if (!response.ok) {
      const error = toApiError(key, response, payload);
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    const answer = (await check)(payload);
    if (answer.dropped.length > 0) options.onDroppedItems?.(key, answer.dropped);
    if (answer.success) return answer.data;
    const error = new ContractError(key, answer.issues, options.contractErrorMessage);
    options.onContractError?.(error);
    throw error;
  }

  // The overloads above type each key; the implementation works on the registry's common shape.
  return { call } as ApiClient;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(key: string, response: Response, payload: unknown): ApiError {
  const problem = ProblemGuard.safeParse(payload);
  const fromServer = problem.success
    ? (problem.data.message ?? problem.data.detail)
    : readMessage(payload);
  const message = fromServer ?? (response.statusText || `HTTP ${response.status}`);
  return new ApiError(key, response.status, message, problem.success ? problem.data : undefined);
}

function readMessage(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** How an endpoint's answer is read: a money call's whole, any other's tolerant of bad list items. */
function answerReader(def: EndpointDef): (payload: unknown) => TolerantChecked<unknown> {
  return (payload) => readTolerantly(def.response, payload, def.money ? 0 : undefined);
}
