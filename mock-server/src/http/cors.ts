import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendProblem } from './problem.ts';

/**
 * CORS for the mock as a separate backend (decision 106): `--cors-origin` lists the browser origins
 * (a web app, Storybook or an e2e page served elsewhere) that may call /w/api, the push hub's
 * negotiate, /docs and /__mock. Only those exact origins get a grant; nobody else does, and
 * without the option no CORS header is ever sent. @fastify/cors grants and answers preflights;
 * this file parses the option and keeps what the plugin does not do (decision 166).
 */

/** What the origins may send: every method of the API and the control API. */
export const CORS_ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/**
 * The headers the web client sends (Authorization, ClientId, Channel, Content-Type, Accept, and
 * Idempotency-Key on money calls, decision 192), those
 * @microsoft/signalr 10 adds to negotiate from a browser (X-Requested-With, X-SignalR-User-Agent)
 * and the control API's token (X-Mock-Token). A fixed list: a wildcard would not cover
 * Authorization anyway.
 */
export const CORS_ALLOW_HEADERS = [
  'Accept',
  'Authorization',
  'Channel',
  'ClientId',
  'Content-Type',
  'Idempotency-Key',
  'X-Mock-Token',
  'X-Requested-With',
  'X-SignalR-User-Agent',
].join(', ');

/** Answer headers a page may read besides the safelisted ones: 429's wait, 401's scheme. */
export const CORS_EXPOSE_HEADERS = 'Retry-After, WWW-Authenticate';

/** How long a browser may reuse a preflight (Chromium caps it at 2 hours). */
export const CORS_MAX_AGE_SECONDS = 600;

export const ORIGIN_SHAPE = 'scheme://host[:port]';
export const UNLISTED_PREFLIGHT = 'This origin may not call this server (see --cors-origin).';
export const UNLISTED_HUB_ORIGIN =
  'This origin may not open the notification hub (see --cors-origin).';

export interface CorsPolicy {
  /** Exact origins granted CORS, as browsers send them (`scheme://host[:port]`, lower case). */
  readonly origins: readonly string[];
  /**
   * Refuse (403) a WebSocket upgrade whose Origin is neither the server's own (its Host) nor
   * listed. An upgrade without Origin (a non-browser client) is always admitted.
   */
  readonly checkWebSocketOrigin: boolean;
}

// --- the option ------------------------------------------------------------------------------

const ORIGIN_TEXT = /^https?:\/\/[^/?#@\\\s]+$/i;

/** One `--cors-origin` entry as the origin browsers send, or why it is not one. */
function toOrigin(value: string): string | { reason: string } {
  // Quoted as JSON: a control character in the value cannot break the one-line message.
  const quoted = JSON.stringify(value);
  if (value === '*') {
    return { reason: `${quoted} is not allowed: list each origin (${ORIGIN_SHAPE})` };
  }
  const notOrigin = { reason: `${quoted} is not an origin (${ORIGIN_SHAPE})` };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !/^https?:\/\//i.test(value)) {
    return { reason: `${quoted} is not an origin: the scheme must be http or https` };
  }
  if (!ORIGIN_TEXT.test(value)) return notOrigin;
  try {
    const url = new URL(value);
    // `url.origin` lower-cases the host and drops a default port, as browsers send it.
    return url.hostname === '' ? notOrigin : url.origin;
  } catch {
    return notOrigin;
  }
}

const OriginSchema = z.string().transform((value, context) => {
  const origin = toOrigin(value.trim());
  if (typeof origin === 'string') return origin;
  context.addIssue({ code: z.ZodIssueCode.custom, message: origin.reason });
  return z.NEVER;
});

/**
 * Every `--cors-origin` given (the option may repeat), each a comma-separated list of origins:
 * the distinct origins, normalised as browsers send them.
 */
export const CorsOriginsSchema = z
  .array(z.string())
  .transform((values) => values.flatMap((value) => value.split(',')))
  .pipe(z.array(OriginSchema).min(1, `needs at least one origin (${ORIGIN_SHAPE})`))
  .transform((origins) => [...new Set(origins)]);

/** The origins `--cors-origin` asked for (none when absent), or one line saying what is wrong. */
export function corsOriginsFrom(
  values: readonly string[] | undefined,
): { origins: readonly string[] } | { error: string } {
  if (values === undefined) return { origins: [] };
  const parsed = CorsOriginsSchema.safeParse(values);
  if (parsed.success) return { origins: parsed.data };
  return { error: `--cors-origin: ${parsed.error.issues[0]?.message ?? 'invalid value'}` };
}

/** The start-up lines about CORS and the web app (nothing for a plain `npm start`). */
export function describeCors(origins: readonly string[], apiOnly: boolean): string[] {
  const lines: string[] = [];
  if (apiOnly) lines.push('  Web app  not served (--api-only: no index.html, no static files)');
  if (origins.length > 0) {
    lines.push(`  CORS     ${origins.join(', ')} (credentials allowed; hub WebSockets admitted)`);
  } else if (apiOnly) {
    lines.push(
      '  CORS     off: pages of other origins get no grant and no hub WebSocket (--cors-origin ORIGIN[,ORIGIN])',
    );
  }
  return lines;
}

// --- the grants --------------------------------------------------------------------------------

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const isPreflight = (request: FastifyRequest): boolean =>
  request.method === 'OPTIONS' &&
  headerOf(request, 'origin') !== undefined &&
  headerOf(request, 'access-control-request-method') !== undefined;

/** Whether `origin` is the origin of the server the request reached (its Host header). */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    const page = new URL(origin);
    // The Host read with the page's scheme, so a default port compares equal either way.
    return new URL(`${page.protocol}//${host}`).host === page.host;
  } catch {
    return false;
  }
}

// Credentials are allowed: SignalR's browser client negotiates with `credentials: 'include'` by
// default, and the mock has no cookies to give away.
const GRANT = { credentials: true, exposedHeaders: CORS_EXPOSE_HEADERS, preflight: false };
const PREFLIGHT_GRANT = {
  credentials: true,
  methods: CORS_ALLOW_METHODS,
  allowedHeaders: CORS_ALLOW_HEADERS,
  maxAge: CORS_MAX_AGE_SECONDS,
  preflight: true,
  strictPreflight: false,
};

/**
 * Mounts the policy on `app`. Call first, before the security headers: hooks reach only the plugin
 * contexts registered after them, and the grant goes on every answer, the earliest refusals too.
 */
export async function registerCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  // Normalised as browsers send them; a malformed origin throws here rather than never matching.
  const listed = new Set(policy.origins.length > 0 ? CorsOriginsSchema.parse(policy.origins) : []);

  if (listed.size > 0) {
    // What @fastify/cors does not do, before its hook: a preflight of another origin is a 403
    // problem (the plugin would pass it to routing, a 404 or 405), and Chromium's Private Network
    // Access question (a public page calling a mock on this machine) is answered.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isPreflight(request)) {
        done();
        return;
      }
      if (!listed.has(headerOf(request, 'origin') ?? '')) {
        void reply.header('vary', 'Origin');
        void sendProblem(reply, 403, UNLISTED_PREFLIGHT);
        return;
      }
      if (headerOf(request, 'access-control-request-private-network') === 'true')
        void reply.header('access-control-allow-private-network', 'true');
      done();
    });

    // A listed origin gets its grant on every answer, errors included, and its preflights (any
    // path) are answered before routing; any other origin gets no CORS header at all. Options per
    // request (a delegator): an OPTIONS that is not a preflight goes on to the routes (their 405),
    // and a preflight's answer exposes no headers. Vary: Origin goes on every answer.
    await app.register(fastifyCors, {
      delegator: (request, callback) => {
        const origin = headerOf(request, 'origin');
        if (origin === undefined || !listed.has(origin)) callback(null, { origin: false });
        else callback(null, { origin, ...(isPreflight(request) ? PREFLIGHT_GRANT : GRANT) });
      },
    });

    // A static file's Vary (Accept-Encoding, and Cookie or Accept-Language for pages) is written on
    // the raw response by @fastify/static's setHeaders; the reply's own Vary (the plugin's Origin)
    // would replace it when the head is written. Keep both.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const fileVary = reply.raw.getHeader('vary');
      if (typeof fileVary === 'string') {
        reply.raw.removeHeader('vary');
        const vary = reply.getHeader('vary');
        void reply.header('vary', typeof vary === 'string' ? `${fileVary}, ${vary}` : fileVary);
      }
      done(null, payload);
    });
  }

  if (policy.checkWebSocketOrigin) {
    // No plugin checks a WebSocket's Origin (browsers apply no CORS to them). preValidation: after
    // @fastify/websocket's onRequest hook, so a refused upgrade's socket is closed like the hub's
    // own refusals; before the hub route's own checks (token, cap).
    app.addHook('preValidation', (request, reply, done) => {
      const upgrade = headerOf(request, 'upgrade');
      const origin = headerOf(request, 'origin');
      if (
        upgrade?.toLowerCase() !== 'websocket' ||
        origin === undefined ||
        listed.has(origin) ||
        isSameOrigin(origin, request.headers.host)
      ) {
        done();
        return;
      }
      void sendProblem(reply, 403, UNLISTED_HUB_ORIGIN);
    });
  }
}
