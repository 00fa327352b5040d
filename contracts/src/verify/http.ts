import { buildPath, type EndpointDef } from '../http/endpoint.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyValue,
  newIdempotencyKey,
} from '../http/idempotency.ts';
import { registry, type EndpointKey } from '../registry.ts';
import type { RawAnswer } from './check.ts';

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

export interface HttpContext {
  baseUrl: string;
  clientId: string;
  timeoutMs: number;
}

/** The network failed (refused, reset, timed out): verify cannot judge the API, exit 2. */
export class UnreachableError extends Error {}

export interface Exchange {
  /** The Idempotency-Key a money call carried (decision 192). */
  idempotencyKey?: string;
  method: string;
  target: string;
  answer: RawAnswer;
  ms: number;
}

function queryString(query: CallInput['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One HTTP exchange, read whole as text (the check parses it, so a broken body is reported). */
export async function send(
  ctx: HttpContext,
  method: string,
  target: string,
  init: { token?: string | undefined; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Exchange> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ClientId: ctx.clientId,
    Channel: 'WEB',
    ...init.headers,
  };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${ctx.baseUrl}${target}`, {
      method,
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      signal: AbortSignal.timeout(ctx.timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new UnreachableError(`cannot reach ${ctx.baseUrl} (${reason}) on ${method} ${target}`);
  }
  const text = await response.text();
  return {
    method,
    target,
    ms: Math.round(performance.now() - started),
    answer: {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
    },
  };
}

/**
 * A call of the registry, its path, query and JSON body built as the web client builds them; a
 * money call carries an Idempotency-Key, `idempotencyKey` or a new one, as the client's do.
 */
export async function callEndpoint(
  ctx: HttpContext,
  key: EndpointKey,
  input: CallInput,
  token: string | undefined,
  idempotencyKey?: string,
): Promise<Exchange> {
  const def: EndpointDef = registry[key];
  const target = `${buildPath(def.path, input.params)}${queryString(input.query)}`;
  const json = def.body?.kind === 'json' ? (input.body ?? {}) : undefined;
  if (!def.money) return send(ctx, def.method, target, { token, json });
  const sentKey = idempotencyKey ?? newIdempotencyKey();
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyValue(sentKey) };
  return {
    ...(await send(ctx, def.method, target, { token, json, headers })),
    idempotencyKey: sentKey,
  };
}

/** An answer's body as JSON, or undefined when it is none. */
export function parsed(exchange: Exchange): unknown {
  try {
    return JSON.parse(exchange.answer.text) as unknown;
  } catch {
    return undefined;
  }
}

/** Two answer bodies say the same, as JSON where they are JSON. */
export function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
}
