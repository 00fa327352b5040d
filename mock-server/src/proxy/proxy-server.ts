import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { HUB_PATH } from '@sportsbook/contracts/hub';
import { endpointKeys, registry, type EndpointKey } from '@sportsbook/contracts/registry';
import type { ZodTypeAny } from 'zod';
import { NegotiateSchema } from '@sportsbook/contracts/verify/hub-check';
import { issuesToViolations } from '@sportsbook/contracts/verify/check';
import { violationLine } from '@sportsbook/contracts/verify/report';
import { toRoutePath } from '../http/route-path.ts';
import { registerWebApp } from '../http/web-app.ts';
import { relayHub } from './hub-relay.ts';
import { Redactor } from './redact.ts';
import { checkRequest, checkResponse, type ProxyViolation } from './validate.ts';

export const VIOLATIONS_HEADER = 'x-contract-violations';
const HEADER_MAX = 2000;

export interface ProxyOptions {
  /** The backend's origin, e.g. https://api.example. */
  target: string;
  /** Write each JSON answer, redacted, under this folder (fixtures for the mock). */
  recordDir?: string | undefined;
  /** The web app's production build (skipped when absent or false). */
  webRoot?: string | false;
  /** Where violations go, one line each (default: stdout). */
  log?: (line: string) => void;
}

// Headers that belong to one hop (RFC 9110 §7.6.1) or that the proxy sets itself.
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'accept-encoding',
]);

function forwardHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Uncompressed, so a clean answer is passed on byte for byte as the backend wrote it.
  headers.set('accept-encoding', 'identity');
  return headers;
}

const textRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** 'response body[].ticketNumber: expected number, got missing', for the header. */
const headerEntry = (v: ProxyViolation) =>
  `${v.direction} ${v.path}: expected ${v.expected}, got ${v.got}`;

function violationsHeader(violations: ProxyViolation[]): string {
  const text = `${violations.length}; ${violations.map(headerEntry).join('; ')}`.replace(
    /[^\x20-\x7e]/g,
    '?',
  );
  return text.length > HEADER_MAX ? `${text.slice(0, HEADER_MAX - 1)}…`.replace(/…$/, '...') : text;
}

/**
 * The validating proxy (issue 16): serves the web build, forwards /w/api and the hub to a real
 * backend, checks every request and answer against the contract both ways, logs each violation
 * and names them in an X-Contract-Violations header; clean answers pass byte for byte.
 */
export async function buildProxy(options: ProxyOptions): Promise<FastifyInstance> {
  const target = options.target.replace(/\/+$/, '');
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const redactor = new Redactor();
  let recorded = 0;
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  // Bodies stay bytes: forwarded as they came, parsed only to be checked.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const report = (violations: ProxyViolation[]) => {
    for (const v of violations) log(`[contract] ${v.direction.padEnd(8)} ${violationLine(v)}`);
  };

  function record(key: EndpointKey, request: FastifyRequest, status: number, bytes: Buffer) {
    if (!options.recordDir) return;
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      return;
    }
    const folder = join(options.recordDir, key);
    mkdirSync(folder, { recursive: true });
    recorded += 1;
    const redacted = redactor.json(body);
    const schema: ZodTypeAny = registry[key].response;
    if (status === 200 && schema.safeParse(body).success && !schema.safeParse(redacted).success) {
      log(`[proxy] ${key}: the redacted fixture no longer fits the contract; kept anyway`);
    }
    const fixture = {
      endpoint: key,
      method: request.method,
      target: redactor.target(request.url),
      status,
      body: redacted,
    };
    writeFileSync(
      join(folder, `${String(recorded).padStart(4, '0')}.json`),
      `${JSON.stringify(fixture, null, 2)}\n`,
    );
  }

  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    key: EndpointKey | undefined,
    checks: {
      request?: ProxyViolation[];
      response?: (status: number, type: string, bytes: Buffer) => ProxyViolation[];
    },
  ) {
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    let upstream: Response;
    try {
      upstream = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers: forwardHeaders(request),
        ...(body && request.method !== 'GET' && request.method !== 'HEAD'
          ? { body: new Uint8Array(body) }
          : {}),
        redirect: 'manual',
      });
    } catch (error) {
      log(
        `[proxy] ${request.method} ${request.url}: the backend did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
      return reply.code(502).type('application/problem+json').send({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        message: 'The backend did not answer.',
      });
    }
    const bytes = Buffer.from(await upstream.arrayBuffer());
    const contentType = upstream.headers.get('content-type') ?? '';
    const violations = [
      ...(checks.request ?? []),
      ...(checks.response?.(upstream.status, contentType, bytes) ?? []),
    ];
    upstream.headers.forEach((value, name) => {
      if (!HOP.has(name) && name !== 'content-encoding') void reply.header(name, value);
    });
    if (violations.length) {
      report(violations);
      void reply.header(VIOLATIONS_HEADER, violationsHeader(violations));
    }
    if (key) record(key, request, upstream.status, bytes);
    return reply.code(upstream.status).send(bytes);
  }

  for (const key of endpointKeys) {
    const def: EndpointDef = registry[key];
    app.route({
      method: def.method,
      url: toRoutePath(def.path),
      handler: (request, reply) => {
        const contentType = request.headers['content-type'] ?? '';
        const sent = checkRequest(
          key,
          { params: textRecord(request.params), query: queryRecord(request.query) },
          Buffer.isBuffer(request.body) ? request.body : undefined,
          contentType,
        );
        return forward(request, reply, key, {
          request: sent,
          response: (status, type, bytes) => checkResponse(key, status, type, bytes),
        });
      },
    });
  }
  app.post(`${HUB_PATH}/negotiate`, (request, reply) =>
    forward(request, reply, undefined, {
      response: (status, _type, bytes) => {
        if (status !== 200) return [];
        let json: unknown;
        try {
          json = JSON.parse(bytes.toString('utf8')) as unknown;
        } catch {
          json = undefined;
        }
        const check = NegotiateSchema.safeParse(json);
        return check.success
          ? []
          : issuesToViolations('hub.negotiate', 'body', check.error.issues, json).map((v) => ({
              ...v,
              direction: 'response' as const,
            }));
      },
    }),
  );
  // Anything else under /w/api (uploaded files) is forwarded unchecked.
  app.all('/w/api/*', (request, reply) => forward(request, reply, undefined, {}));

  const stopHub = relayHub(app.server, target, report);
  app.addHook('onClose', (_instance, done) => {
    stopHub();
    done();
  });
  if (options.webRoot !== false && options.webRoot !== undefined)
    await registerWebApp(app, options.webRoot);
  return app;
}

function queryRecord(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(typeof value === 'object' && value !== null ? value : {})) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v))
      out[k] = v.filter((item): item is string => typeof item === 'string');
  }
  return out;
}
