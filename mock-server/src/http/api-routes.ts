import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { endpointKeys, registry, type EndpointKey } from '@sportsbook/contracts/registry';
import type { MockState } from '../db/state.ts';
import type { Handlers } from '../domain/handler.ts';
import { bearerToken, dispatch } from './dispatch.ts';
import { toRoutePath } from './route-path.ts';
import { AnswerCache } from './answer-cache.ts';
import { CallerIds } from './caller-ids.ts';
import { bufferedFile } from '../domain/files/upload-bytes.ts';
import { multipartFailure } from './request-errors.ts';
import { MAX_UPLOAD_BYTES } from './parse-input.ts';
import { isDrifted } from '../control/drift.ts';
import { peekFault, takeFault, type EndpointFault } from '../control/endpoint-faults.ts';
import { loseConnection } from './lost-connections.ts';
import type { GeneratedAnswers } from '../generated/generated-answers.ts';

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
  /** `--answers generated` (decision 187): answers generated from the schemas, not the world. */
  generated?: GeneratedAnswers | undefined;
}

/**
 * Waits of the answers (scenario latency, held answers), cut short when the server closes: the
 * answer then goes out at once with `Connection: close`, so a shutdown waits out neither the
 * delay nor the keep-alive of its connection.
 */
function waits(app: FastifyInstance) {
  let closing = false;
  const pending = new Map<NodeJS.Timeout, () => void>();
  app.addHook('preClose', (done) => {
    closing = true;
    for (const [timer, cut] of pending) {
      clearTimeout(timer);
      cut();
    }
    pending.clear();
    done();
  });
  return (reply: FastifyReply, ms: number) =>
    new Promise<void>((resolve) => {
      const cut = () => {
        void reply.header('connection', 'close');
        resolve();
      };
      if (closing) {
        cut();
        return;
      }
      const timer = setTimeout(() => {
        pending.delete(timer);
        resolve();
      }, ms);
      pending.set(timer, cut);
    });
}

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

/** What a multipart body may hold: one file of at most MAX_UPLOAD_BYTES, a few text fields. */
const MULTIPART_OPTIONS = {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21 },
  throwFileSizeLimit: true,
};

/**
 * One Fastify route per registry entry, all through the shared `dispatch` pipeline. The entries
 * that take a multipart body (uploads) are left to the plugin this returns, to register last.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  options: ApiRouteOptions,
): { uploads: FastifyPluginAsync } {
  const { state, handlers, validateResponses, generated } = options;
  const cacheAnswers = options.cacheAnswers && !generated;
  const cache = new AnswerCache();
  const callerIds = new CallerIds();
  const sleep = waits(app);
  const isUpload = (key: EndpointKey) => {
    const def: EndpointDef = registry[key];
    return def.body?.kind === 'multipart';
  };
  for (const key of endpointKeys) if (!isUpload(key)) route(app, key);
  return {
    /**
     * The multipart plugin and the upload routes in a context of their own (issue 27): the
     * plugin's hooks (an async onRequest adding a listener to every answer, an async onResponse)
     * then run on uploads only, not on every call of the server. Registered after everything
     * else, the context holds the same server hooks as the routes above.
     */
    uploads: async (uploads) => {
      uploads.removeContentTypeParser('multipart/form-data'); // the server's placeholder
      await uploads.register(multipart, MULTIPART_OPTIONS);
      for (const key of endpointKeys) if (isUpload(key)) route(uploads, key);
    },
  };

  function route(target: FastifyInstance, key: EndpointKey): void {
    const def: EndpointDef = registry[key];
    const cacheable = cacheAnswers && def.method === 'GET';
    target.route({
      method: def.method,
      url: toRoutePath(def.path),
      // A lost request never reaches the server: dropped before its body is read, before the rate
      // limits, auth, validation and the handler (control/endpoint-faults.ts).
      onRequest: (request, reply, done) => {
        const fault = peekFault(state, key);
        if (fault && 'lose' in fault && fault.lose === 'request') {
          takeFault(state, key);
          loseConnection(request, reply, key, 'request');
        }
        done();
      },
      // Not async: a repeated GET answered from the cache (the common read) goes out at once,
      // without a promise and a turn of the microtask queue (issue 27).
      handler: (request, reply) => {
        // Taken as the call arrives, so concurrent calls each count against `times` once. A lost
        // request here was put on while the body was read (onRequest drops the others).
        const fault = takeFault(state, key) ?? null;
        if (fault && 'lose' in fault && fault.lose === 'request')
          return loseConnection(request, reply, key, 'request');
        if (state.scenario.latencyMs > 0 || fault) return delayed(request, reply, fault);
        const cacheKey = cacheable ? cacheKeyOf(request) : undefined;
        const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
        if (cached !== undefined) return reply.code(200).type('application/json').send(cached);
        return answer(request, reply, null, cacheKey);
      },
    });

    /** A call under the scenario's latency, or with a fault: never answered from the cache. */
    async function delayed(
      request: FastifyRequest,
      reply: FastifyReply,
      fault: EndpointFault | null,
    ) {
      if (state.scenario.latencyMs > 0) await sleep(reply, state.scenario.latencyMs);
      // A faulted call is never answered from the cache, nor is its answer kept.
      const cacheKey = cacheable && !fault ? cacheKeyOf(request) : undefined;
      const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
      if (cached !== undefined) return reply.code(200).type('application/json').send(cached);
      return answer(request, reply, fault, cacheKey);
    }

    /** The call itself; its answer is kept under `cacheKey` when there is one. */
    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      fault: EndpointFault | null,
      cacheKey: string | undefined,
    ) {
      const multipart = def.body?.kind === 'multipart';
      const wrongMediaType = multipart && !request.isMultipart();
      const body = multipart && !wrongMediaType ? await readMultipart(request) : request.body;
      const call = {
        authorization: request.headers.authorization,
        origin: `${request.protocol}://${request.host}`,
        params: textRecord(request.params),
        query: queryRecord(request.query),
        body,
        wrongMediaType,
        fault,
        idempotencyKey: joinedHeader(request.headers['idempotency-key']),
      };
      const result = generated
        ? generated.dispatch(key, call)
        : dispatch(state, handlers, key, call, validateResponses);
      if ('problem' in result && result.status === 500)
        request.log.error({ endpoint: key, problem: result.body });
      if (fault && 'lose' in fault)
        return loseConnection(request, reply, key, fault.lose, result.status);
      if (fault && 'delayMs' in fault) await sleep(reply, fault.delayMs);
      if ('problem' in result)
        return reply.code(result.status).type('application/problem+json').send(result.body);
      const serialised = JSON.stringify(result.body);
      if (cacheKey === undefined) return reply.code(200).type('application/json').send(serialised);
      const bytes = Buffer.from(serialised);
      cache.set(cacheKey, bytes);
      return reply.code(200).type('application/json').send(bytes);
    }

    /**
     * Only answers that will be 200 are cached: no fault (the handler checks before), no drift,
     * and a caller when one is needed.
     */
    function cacheKeyOf(request: FastifyRequest): string | undefined {
      if (isDrifted(state, key)) return undefined;
      const userId = callerIds.userIdOf(state, bearerToken(request.headers.authorization));
      if (def.auth === 'bearer' && userId === null) return undefined;
      return cache.keyOf(state, key, `${request.host}${request.url}`, userId);
    }
  }
}

/** A header as one text: repeated fields joined as Fetch's Headers.get joins them. */
function joinedHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Methods a path is routed under, for 405 answers to the others. */
export function methodsFor(url: string): string[] {
  const path = url.split('?')[0] ?? url;
  return endpointKeys
    .map((key) => registry[key] as EndpointDef)
    .filter((def) => new RegExp(`^${def.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
    .map((def) => def.method);
}
