import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { endpointKeys, registry } from '@sportsbook/contracts/registry';
import type { MockState } from '../db/state.ts';
import type { Handlers } from '../domain/handler.ts';
import { bearerToken, dispatch } from './dispatch.ts';
import { toRoutePath } from './route-path.ts';
import { AnswerCache } from './answer-cache.ts';
import { authenticate } from '../domain/auth.ts';
import { bufferedFile } from '../domain/files/upload-bytes.ts';
import { multipartFailure } from './request-errors.ts';
import { isDrifted } from '../control/drift.ts';

export interface ApiRouteOptions {
  state: MockState;
  handlers: Handlers;
  /** Check every answer against the contract (development and tests): a break answers 500. */
  validateResponses: boolean;
  /**
   * Serve repeated GETs from a cache keyed by the state revision (see answer-cache.ts). Off while
   * answers are validated, since tests also change the state directly, behind the revision's back.
   */
  cacheAnswers: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a multipart body into a plain object: text fields as strings, the file part as a File. */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = new Uint8Array(await part.toBuffer());
        fields[part.fieldname] = bufferedFile(bytes, part.filename, part.mimetype);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error); // a malformed body is a 400, not a 500 (issue 14, defect 4)
  }
  return fields;
}

const textRecord = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  }
  return out;
};

const queryRecord = (value: unknown): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') out[k] = v;
      else if (Array.isArray(v))
        out[k] = v.filter((item): item is string => typeof item === 'string');
    }
  }
  return out;
};

/** One Fastify route per registry entry, all through the shared `dispatch` pipeline. */
export function registerApiRoutes(app: FastifyInstance, options: ApiRouteOptions): void {
  const { state, handlers, validateResponses, cacheAnswers } = options;
  const cache = new AnswerCache();
  for (const key of endpointKeys) {
    const def: EndpointDef = registry[key];
    app.route({
      method: def.method,
      url: toRoutePath(def.path),
      handler: async (request, reply) => {
        if (state.scenario.latencyMs > 0) await sleep(state.scenario.latencyMs);
        const cacheKey = cacheAnswers && def.method === 'GET' ? cacheKeyOf(request) : undefined;
        const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
        if (cached !== undefined) return reply.code(200).type('application/json').send(cached);
        const multipart = def.body?.kind === 'multipart';
        const wrongMediaType = multipart && !request.isMultipart();
        const body = multipart && !wrongMediaType ? await readMultipart(request) : request.body;
        const result = dispatch(
          state,
          handlers,
          key,
          {
            authorization: request.headers.authorization,
            origin: `${request.protocol}://${request.host}`,
            params: textRecord(request.params),
            query: queryRecord(request.query),
            body,
            wrongMediaType,
          },
          validateResponses,
        );
        if ('problem' in result) {
          if (result.status === 500) request.log.error({ endpoint: key, problem: result.body });
          return reply.code(result.status).type('application/problem+json').send(result.body);
        }
        const serialised = JSON.stringify(result.body);
        if (cacheKey === undefined)
          return reply.code(200).type('application/json').send(serialised);
        const bytes = Buffer.from(serialised);
        cache.set(cacheKey, bytes);
        return reply.code(200).type('application/json').send(bytes);
      },
    });

    /** Only answers that will be 200 are cached: no injected failure, and a caller when one is needed. */
    function cacheKeyOf(request: FastifyRequest): string | undefined {
      if (state.scenario.errors[key] || isDrifted(state, key)) return undefined;
      const caller = authenticate(state, bearerToken(request.headers.authorization));
      if (def.auth === 'bearer' && !caller) return undefined;
      return cache.keyOf(state, key, `${request.host}${request.url}`, caller?.user.userId ?? null);
    }
  }
}

/** Methods a path is routed under, for 405 answers to the others. */
export function methodsFor(url: string): string[] {
  const path = url.split('?')[0] ?? url;
  return endpointKeys
    .map((key) => registry[key] as EndpointDef)
    .filter((def) => new RegExp(`^${def.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
    .map((def) => def.method);
}
