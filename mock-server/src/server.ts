import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createMockState } from './db/seed.ts';
import type { MockState, StateOptions } from './db/state.ts';
import { authenticate, onSessionsEnded, liveSessionTokens, sessionIsLive } from './domain/auth.ts';
import { handlers } from './domain/handlers.ts';
import { registerApiRoutes, methodsFor } from './http/api-routes.ts';
import { sendProblem } from './http/problem.ts';
import { BadRequestError, URL_TOO_LONG, requestErrorOptions } from './http/request-errors.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import type { RateLimitOptions } from './http/rate-limit-rules.ts';
import { registerFileRoutes } from './http/file-routes.ts';
import { registerControlRoutes } from './control/control-routes.ts';
import { defaultControlAccess, type ControlAccess } from './control/control-access.ts';
import { registerHub, type PushHub } from './hub/hub.ts';
import { DEFAULT_WEB_ROOT, registerWebApp } from './http/web-app.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerCors } from './http/cors.ts';
import { negotiateFault } from './control/hub-faults.ts';
import { registerReference } from './http/reference.ts';
import { registerAnswerCompression } from './http/compress-answers.ts';
import { GeneratedAnswers } from './generated/generated-answers.ts';
import { generatedPushes } from './generated/generated-pushes.ts';

export interface ServerOptions extends StateOptions {
  /** Reuse an existing state (tests that drive the domain directly). */
  state?: MockState;
  /** Check every answer against the contract; default on unless NODE_ENV=production. */
  validateResponses?: boolean;
  logger?: FastifyServerOptions['logger'];
  hubPingIntervalMs?: number;
  /** Hub connections one user may hold at once (decision 086; default 10). */
  hubMaxConnectionsPerUser?: number;
  /** Limits on logins, reset mails and tokens, sign-ups (decision 088); `false` turns them off. */
  rateLimits?: Partial<RateLimitOptions> | false;
  /** Cache GET answers by state revision; default: on exactly when answers are not validated. */
  cacheAnswers?: boolean;
  /**
   * Folder of the web app's production build to serve on the same port (skipped when absent);
   * `false` (`--api-only`): a separate backend, serving no page or static file (decision 106).
   */
  webRoot?: string | false;
  /**
   * Browser origins granted CORS on every answer, preflights included (`--cors-origin`, decision
   * 106); unset or empty: no CORS header at all. When it is set, or when `webRoot` is `false`, the
   * hub refuses a WebSocket whose Origin is neither this server's nor listed.
   */
  corsOrigins?: readonly string[];
  /** Who may use /__mock (decision 085); default: loopback callers, off when NODE_ENV=production. */
  control?: ControlAccess;
  /** Leave Fastify's per-request log lines out (`npm start`); errors are still logged. */
  disableRequestLogging?: boolean;
  /**
   * `--answers generated` (decision 187): every /w/api call is answered with a value generated
   * from its response schema for this seed, not from the world; any login succeeds, and the hub
   * pushes generated values. No rate limits, no answer cache.
   */
  generatedAnswers?: {
    seed: number;
    /** When the hub's first generated push comes, then how often (default 1 s, then 10 s). */
    pushTiming?: { firstMs: number; everyMs: number };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mockState: MockState;
    pushHub: PushHub;
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;

/** The whole fake backend: /w/api routes from the registry, the push hub and the control API. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const state = options.state ?? createMockState(options);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    ...requestErrorOptions, // 414/431/400 before routing as problem+json (issue 14, defect 9)
    logController: new LogController({
      disableRequestLogging: options.disableRequestLogging ?? false,
    }),
  });
  // Before any route (@fastify/cors adds one): a route keeps the error handler set when it is added.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error(error);
    if (error instanceof BadRequestError)
      return sendProblem(reply, 400, error.message, error.issues);
    return sendProblem(reply, status, status === 500 ? 'Unexpected server error' : error.message);
  });
  app.setNotFoundHandler((request, reply) => {
    const allowed = methodsFor(request.url);
    // A route's path with its own method that the router still refused: a parameter over its length.
    if (allowed.includes(request.method)) return sendProblem(reply, 414, URL_TOO_LONG);
    if (allowed.length) {
      void reply.header('Allow', allowed.join(', '));
      return sendProblem(reply, 405, `${request.method} is not allowed here`);
    }
    return sendProblem(
      reply,
      404,
      `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    );
  });

  // First, CORS then the security headers: their hooks reach only what is registered after them,
  // and a listed origin's grant goes on every answer, the security hook's source-map 404 included.
  const corsOrigins = options.corsOrigins ?? [];
  await registerCors(app, {
    origins: corsOrigins,
    checkWebSocketOrigin: corsOrigins.length > 0 || options.webRoot === false,
  });
  registerSecurityHeaders(app);
  app.decorate('mockState', state);
  registerAnswerCompression(app);

  // Only the upload routes read multipart bodies (the multipart plugin in their own context,
  // registered last: api-routes.ts). Elsewhere a multipart body parses to nothing, as under the
  // plugin's own parser: a JSON route answers it with its contract's 400, not a 415.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
    done(null);
  });
  // Here, where the multipart plugin's async onRequest hook ran for every request, every request
  // still waits one microtask (a resolved promise, as that hook's was) before the rest of its
  // hooks and its route: Node parses the rest of the packet first, so bytes after a request that
  // are not HTTP (a GET's body sent without a length) get the 400 alone, never a 400 written
  // after an answer on the same connection (the HTTP fuzz suite sends such requests).
  app.addHook('onRequest', () => Promise.resolve());

  const validateResponses = options.validateResponses ?? process.env.NODE_ENV !== 'production';
  const generated = options.generatedAnswers
    ? new GeneratedAnswers(options.generatedAnswers.seed, () => state.now())
    : undefined;
  await registerRateLimits(app, state, generated ? false : options.rateLimits);
  const apiRoutes = registerApiRoutes(app, {
    state,
    handlers,
    validateResponses,
    cacheAnswers: options.cacheAnswers ?? !validateResponses,
    generated,
  });
  registerFileRoutes(app, state);

  let pushes: ReturnType<typeof generatedPushes> | undefined;
  const hub = await registerHub(app, {
    ...(generated
      ? {
          authenticate: (token: string) => {
            const userName = generated.userOf(token);
            return userName === null ? null : { userName };
          },
          isLive: (token: string) => generated.userOf(token) !== null,
          liveTokens: () => generated.liveTokens(),
          onConnected: (userName: string) => pushes?.connected(userName),
        }
      : {
          authenticate: (token: string) => {
            const caller = authenticate(state, token);
            return caller ? { userName: caller.user.userName } : null;
          },
          isLive: (token: string) => sessionIsLive(state, token),
          liveTokens: () => liveSessionTokens(state),
        }),
    negotiateFault: () => negotiateFault(state.scenario),
    ...(options.hubPingIntervalMs ? { pingIntervalMs: options.hubPingIntervalMs } : {}),
    ...(options.hubMaxConnectionsPerUser
      ? { maxConnectionsPerUser: options.hubMaxConnectionsPerUser }
      : {}),
  });
  app.decorate('pushHub', hub);
  if (generated) pushes = generatedPushes(hub, generated, options.generatedAnswers?.pushTiming);
  const unsubscribe = [
    state.on('balance', (userName, balance) =>
      hub.sendToUser(userName, 'UserBalanceUpdate', balance),
    ),
    state.on('message', (userName, text) => hub.sendToUser(userName, 'ReceiveMessage', text)),
    state.on('dropConnections', () => hub.dropAll()),
    onSessionsEnded(state, (tokens) => hub.endSessions(tokens)),
  ];
  app.addHook('onClose', () => {
    unsubscribe.forEach((off) => {
      off();
    });
    pushes?.stop();
    hub.close();
  });

  await registerControlRoutes(
    app,
    state,
    hub,
    options.control ?? defaultControlAccess(),
    generated && {
      seed: () => generated.seed,
      // As a server started with that seed: the sessions issued so far end, with their sockets.
      reseed: (seed) => {
        hub.endSessions(generated.reseed(seed));
        pushes?.stop();
      },
    },
  );
  registerReference(app); // /docs: the OpenAPI document in Swagger UI
  if (options.webRoot !== false) await registerWebApp(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  // Last: a plugin's context takes the server's hooks as they are when it loads (the hub's too).
  await app.register(apiRoutes.uploads);
  return app;
}
