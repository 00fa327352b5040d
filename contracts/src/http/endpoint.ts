import type { z } from 'zod';
import { ProblemSchema, type ErrorStatus } from './problem.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Auth = 'anonymous' | 'bearer';
export type ObjectSchema = z.AnyZodObject;

export type BodyDef =
  { kind: 'json'; schema: z.ZodTypeAny } | { kind: 'multipart'; schema: ObjectSchema };

/** What one call of the /w/api looks like. The registry holds one of these per endpoint. */
export interface EndpointDef {
  method: HttpMethod;
  /** Full path with `{param}` placeholders, capitalised as the real API spells it. */
  path: `/w/api/${string}`;
  pathParams?: ObjectSchema;
  query?: ObjectSchema;
  body?: BodyDef;
  /** The success answer (always 200, as the real API answers). */
  response: z.ZodTypeAny;
  /** Error statuses this call can answer besides 400 (and 401 for bearer calls). */
  errors?: readonly ErrorStatus[];
  /** Who may call: every call needs the bearer token unless its file says `auth: 'anonymous'`. */
  auth: Auth;
  /**
   * A money call (docs/reliability.md): it books money or creates something, and its answer is
   * taken whole or refused. Other answers drop a list item that breaks its schema and keep the
   * rest (decision 190). It takes an optional Idempotency-Key header (decision 192).
   */
  money?: true;
  summary: string;
  description?: string;
}

/** One area's endpoints, keyed `area.verb`: the registry is the union of these maps. */
export type AreaEndpoints<A extends string> = Record<`${A}.${string}`, EndpointDef>;

/**
 * What an endpoint file writes: an EndpointDef without `auth`, because a call needs the bearer
 * token unless it says otherwise. A public call writes `auth: 'anonymous'`, the one value it may
 * write (the registry's test lists those calls), so opening an endpoint to everyone is a visible
 * decision and `auth: 'bearer'`, the default, is never written out.
 */
type EndpointSpec = Omit<EndpointDef, 'auth'>;

/**
 * Fills in the default `auth: 'bearer'` and otherwise hands the definition back unchanged, with a
 * const type parameter, so each definition keeps its literal types.
 */
export function defineEndpoint<const T extends EndpointSpec & { auth: 'anonymous' }>(def: T): T;
export function defineEndpoint<const T extends EndpointSpec & { auth?: never }>(
  def: T,
): T & { auth: 'bearer' };
export function defineEndpoint(def: EndpointSpec & { auth?: 'anonymous' }): EndpointDef {
  return { ...def, auth: def.auth ?? 'bearer' };
}

/** Every status an endpoint can answer, with its schema: the success plus problem documents. */
export function responsesOf(def: EndpointDef): Map<number, z.ZodTypeAny> {
  const responses = new Map<number, z.ZodTypeAny>([[200, def.response]]);
  const errors = new Set<ErrorStatus>([400, ...(def.auth === 'bearer' ? [401 as const] : [])]);
  for (const status of def.errors ?? []) errors.add(status);
  // A money call's Idempotency-Key sent again with another body (decision 192).
  if (def.money) errors.add(422);
  for (const status of [...errors].sort((a, b) => a - b)) responses.set(status, ProblemSchema);
  return responses;
}

type InputOf<S> = S extends z.ZodTypeAny ? z.input<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends EndpointDef> = (E['pathParams'] extends ObjectSchema
  ? { params: InputOf<E['pathParams']> }
  : { params?: never }) &
  (E['query'] extends ObjectSchema ? { query: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends BodyDef ? { body: InputOf<E['body']['schema']> } : { body?: never });

/** The same parts after the contract's schemas parsed them (what a server handler receives). */
export type EndpointParsedInput<E extends EndpointDef> = (E['pathParams'] extends ObjectSchema
  ? { params: z.output<E['pathParams']> }
  : { params?: undefined }) &
  (E['query'] extends ObjectSchema ? { query: z.output<E['query']> } : { query?: undefined }) &
  (E['body'] extends BodyDef ? { body: z.output<E['body']['schema']> } : { body?: undefined });

export type EndpointOutput<E extends EndpointDef> = z.output<E['response']>;
/** The answer as it travels (before transforms): what a server handler must return. */
export type EndpointResponseInput<E extends EndpointDef> = z.input<E['response']>;

/** Fills `{param}` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Missing path parameter "${name}"`);
    }
    return encodeURIComponent(value);
  });
}
