import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HUB_PATH,
  hubEvents,
  type HubEventName,
  type HubEventPayload,
} from '@sportsbook/contracts/hub';
import { ConnectionRegistry } from './connections.ts';
import { accessToken, queryParam, sendProblem } from './http.ts';
import { PendingNegotiations, newConnectionId } from './negotiations.ts';
import { MessageType, frame } from './protocol.ts';
import { HubSession } from './session.ts';

export interface HubUser {
  userName: string;
}

export interface HubOptions {
  /** Returns the user a bearer token belongs to, or null when the token is missing, expired or forged. */
  authenticate: (token: string) => HubUser | null;
  /**
   * Whether a token's session still stands, asked before each push without counting as activity:
   * a connection whose session ended (logout, password change, expiry) is closed instead.
   */
  isLive?: (token: string) => boolean;
  /**
   * Every live token at once (one pass over the sessions): a push to several connections asks this
   * once instead of `isLive` per connection, which looks each token up (1,000 lookups per broadcast).
   */
  liveTokens?: () => ReadonlySet<string>;
  /** How often each connection is pinged (the client gives up after 30 s of silence). Default 15000. */
  pingIntervalMs?: number;
  /** Open connections plus pending negotiations one user may hold (decision 086). Default 10. */
  maxConnectionsPerUser?: number;
  /** A refusal every negotiate answers instead (a control-API hub fault), or null to negotiate. */
  negotiateFault?: () => { status: 401 | 503; message: string } | null;
  /**
   * Called when a connection of that user has finished its handshake, before the handshake
   * answer is written: a push made from here must wait a turn (generated answers push then).
   */
  onConnected?: (userName: string) => void;
}

export interface PushHub {
  /**
   * Pushes to every connection of that user; returns how many connections it was written to.
   * Validates the payload with the contract schema first (throws on a contract break).
   */
  sendToUser<E extends HubEventName>(
    userName: string,
    event: E,
    payload: HubEventPayload<E>,
  ): number;
  /** Pushes to every connection; returns how many connections it was written to. */
  broadcast<E extends HubEventName>(event: E, payload: HubEventPayload<E>): number;
  /** Drops every connection abruptly (terminate the socket, so clients see 1006 and auto-reconnect). */
  dropAll(): number;
  /**
   * Closes every connection opened with one of these tokens, with a Close message that does not
   * allow reconnecting (their sessions ended); returns how many were closed.
   */
  endSessions(tokens: Iterable<string>): number;
  /** Live connections (handshake done) of that user, or of everyone. */
  connectionCount(userName?: string): number;
  /** Stops ping timers and closes every socket (with a Close message allowing reconnect). */
  close(): void;
}

const DEFAULT_PING_INTERVAL_MS = 15_000;
export const DEFAULT_MAX_CONNECTIONS_PER_USER = 10;
export const SESSION_ENDED = 'The session has ended. Please log in again.';
export const tooManyConnections = (max: number) =>
  `This account already has ${max} open notification connections; close one first.`;
const HANDSHAKE_TIMEOUT_MS = 15_000;
const NEGOTIATION_TTL_MS = 60_000;
const AVAILABLE_TRANSPORTS = [{ transport: 'WebSockets', transferFormats: ['Text'] }];

/** Who a WebSocket upgrade was admitted for, from the route's preValidation to its handler. */
interface Admission {
  userName: string;
  connectionId: string;
  token: string;
}

/**
 * Mounts the SignalR-compatible hub on `app` (negotiate + WebSocket routes at HUB_PATH). Registers
 * `@fastify/websocket` when `app` does not have it yet. Call before `app.listen()` / `app.ready()`.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<PushHub> {
  if (!app.hasDecorator('websocketServer')) await app.register(websocket);

  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const maxPerUser = options.maxConnectionsPerUser ?? DEFAULT_MAX_CONNECTIONS_PER_USER;
  const registry = new ConnectionRegistry<HubSession>();
  const sessions = new Set<HubSession>(); // every open socket, handshake done or not
  const negotiations = new PendingNegotiations(NEGOTIATION_TTL_MS);
  const admissions = new WeakMap<FastifyRequest, Admission>();
  let closed = false;

  /** The user of the request's token (and the token), or null once it has answered 401/403/503. */
  function authorize(
    request: FastifyRequest,
    reply: FastifyReply,
  ): { userName: string; token: string } | null {
    if (closed) {
      void sendProblem(reply, 503, 'The notification hub is shut down.');
      return null;
    }
    const token = accessToken(request);
    const user = token === undefined ? null : options.authenticate(token);
    if (!user || token === undefined) {
      void sendProblem(reply, 401, 'A valid access token is required to connect to the hub.');
      return null;
    }
    const account = queryParam(request, 'account');
    if (account !== undefined && account !== user.userName) {
      void sendProblem(reply, 403, 'The access token does not belong to this account.');
      return null;
    }
    return { userName: user.userName, token };
  }

  /** Open sockets (handshake done or not) of that user. */
  const socketsOf = (userName: string): number => {
    let count = 0;
    for (const session of sessions) if (session.userName === userName) count += 1;
    return count;
  };

  /** Refuses (429) one connection more than the per-user cap; true when it answered. */
  function refuseOverCap(reply: FastifyReply, held: number): boolean {
    if (held < maxPerUser) return false;
    void reply.header('retry-after', '5');
    void sendProblem(reply, 429, tooManyConnections(maxPerUser));
    return true;
  }

  function push<E extends HubEventName>(
    targets: readonly HubSession[],
    event: E,
    payload: HubEventPayload<E>,
  ): number {
    if (!Object.hasOwn(hubEvents, event)) throw new Error(`Unknown hub event '${event}'.`);
    const argument = hubEvents[event].parse(payload);
    const text = frame({ type: MessageType.Invocation, target: event, arguments: [argument] });
    let written = 0;
    const live = targets.length > 1 ? options.liveTokens?.() : undefined;
    const isLive = (token: string) =>
      live ? live.has(token) : !options.isLive || options.isLive(token);
    for (const session of targets) {
      if (!isLive(session.token)) {
        session.close(SESSION_ENDED);
        continue;
      }
      if (session.send(text)) written += 1;
    }
    return written;
  }

  // The routes live in their own context so that their body parsing stays local: the official
  // client posts negotiate without a body or content type, browsers may send `text/plain` or an
  // empty JSON body; none of it matters.
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, parsed) => {
      parsed(null, undefined);
    });

    scope.post(`${HUB_PATH}/negotiate`, (request, reply) => {
      const fault = options.negotiateFault?.() ?? null;
      if (fault !== null) {
        void sendProblem(reply, fault.status, fault.message);
        return;
      }
      const caller = authorize(request, reply);
      if (caller === null) return;
      const { userName } = caller;
      if (refuseOverCap(reply, socketsOf(userName) + negotiations.countOf(userName))) return;
      const version = Number(queryParam(request, 'negotiateVersion') ?? '0');
      if (version >= 1) {
        const { connectionId, connectionToken } = negotiations.create(userName);
        void reply.send({
          connectionId,
          connectionToken,
          negotiateVersion: 1,
          availableTransports: AVAILABLE_TRANSPORTS,
        });
      } else {
        // Version 0 clients connect with the connection id itself.
        const { connectionId } = negotiations.create(userName, true);
        void reply.send({ connectionId, availableTransports: AVAILABLE_TRANSPORTS });
      }
    });

    scope.get(
      HUB_PATH,
      {
        websocket: true,
        // Runs before the upgrade, so a refusal is a plain HTTP answer the client reports.
        preValidation: (request, reply, next) => {
          if (!request.ws) {
            void sendProblem(reply, 400, 'The hub only speaks the WebSockets transport.');
            return;
          }
          const caller = authorize(request, reply);
          if (caller === null) return;
          const { userName, token } = caller;
          if (refuseOverCap(reply, socketsOf(userName))) return;
          const id = queryParam(request, 'id');
          if (id === undefined) {
            // skipNegotiation: the connection is created on the spot.
            admissions.set(request, { userName, token, connectionId: newConnectionId() });
            next();
            return;
          }
          const negotiation = negotiations.peek(id);
          if (!negotiation) {
            void sendProblem(reply, 404, 'No such connection: it expired or is already in use.');
            return;
          }
          if (negotiation.userName !== userName) {
            void sendProblem(reply, 403, 'The connection was negotiated for another user.');
            return;
          }
          negotiations.take(id); // a connection token is good for one connection
          admissions.set(request, { userName, token, connectionId: negotiation.connectionId });
          next();
        },
      },
      (socket, request) => {
        const admission = admissions.get(request);
        admissions.delete(request);
        if (!admission || closed) {
          socket.terminate();
          return;
        }
        const session = new HubSession(socket, {
          ...admission,
          pingIntervalMs,
          handshakeTimeoutMs: HANDSHAKE_TIMEOUT_MS,
          onReady: (ready) => {
            registry.add(ready);
            options.onConnected?.(ready.userName);
          },
          onClosed: (gone) => {
            registry.remove(gone);
            sessions.delete(gone);
          },
        });
        sessions.add(session);
      },
    );
    done();
  });

  const hub: PushHub = {
    sendToUser: (userName, event, payload) => push(registry.ofUser(userName), event, payload),
    broadcast: (event, payload) => push(registry.all(), event, payload),
    dropAll: () => {
      const dropped = [...sessions];
      for (const session of dropped) session.terminate();
      return dropped.length;
    },
    endSessions: (tokens) => {
      const ended = new Set(tokens);
      const closing = [...sessions].filter((session) => ended.has(session.token));
      for (const session of closing) session.close(SESSION_ENDED);
      return closing.length;
    },
    connectionCount: (userName) => registry.count(userName),
    close: () => {
      closed = true;
      negotiations.clear();
      for (const session of [...sessions]) session.close(undefined, true);
    },
  };
  app.addHook('onClose', (_instance, done) => {
    hub.close();
    done();
  });
  return hub;
}
