import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { HUB_PATH, hubUrl, type HubEventName } from '@sportsbook/contracts/hub';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerHub, type HubOptions, type PushHub } from './hub.ts';
import { RECORD_SEPARATOR as RS } from './protocol.ts';

const USERS: Partial<Record<string, string>> = { 'token-alice': 'alice', 'token-bob': 'bob' };
const authenticate: HubOptions['authenticate'] = (token) => {
  const userName = USERS[token];
  return userName === undefined ? null : { userName };
};

let app: FastifyInstance;
let hub: PushHub;
let baseUrl: string;
const connections: HubConnection[] = [];
const sockets: WebSocket[] = [];

async function start(server: FastifyInstance): Promise<void> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  app = Fastify({ logger: false });
  app.get('/w/api/health', () => ({ ok: true }));
  hub = await registerHub(app, { authenticate, pingIntervalMs: 100 });
  app.post('/w/api/echo', (request) => request.body);
  await start(app);
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.stop()));
  for (const socket of sockets.splice(0)) socket.terminate();
  await app.close();
});

interface ConnectOptions {
  account?: string;
  skipNegotiation?: boolean;
  reconnectDelays?: number[];
}

function hubConnection(token: string, options: ConnectOptions = {}): HubConnection {
  const account = options.account ?? USERS[token] ?? 'alice';
  const builder = new HubConnectionBuilder()
    .withUrl(hubUrl(baseUrl, account), {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: options.skipNegotiation ?? false,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  connections.push(connection);
  return connection;
}

async function connect(token: string, options: ConnectOptions = {}): Promise<HubConnection> {
  const connection = hubConnection(token, options);
  await connection.start();
  return connection;
}

/** Everything a connection receives for one event, in order. */
function record<T>(connection: HubConnection, event: HubEventName): T[] {
  const received: T[] = [];
  connection.on(event, (value: T) => {
    received.push(value);
  });
  return received;
}

function nextEvent<T>(connection: HubConnection, event: HubEventName): Promise<T> {
  return new Promise((resolve) => {
    const handler = (value: T): void => {
      connection.off(event, handler);
      resolve(value);
    };
    connection.on(event, handler);
  });
}

const wsUrl = (query: string): string => `${baseUrl.replace(/^http/, 'ws')}${HUB_PATH}${query}`;

/** A bare WebSocket to the hub, to speak the protocol by hand. */
async function rawSocket(query = '', headers: Record<string, string> = {}) {
  const socket = new WebSocket(wsUrl(query), { headers });
  sockets.push(socket);
  const frames: string[] = [];
  socket.on('message', (data) => {
    frames.push((data as Buffer).toString('utf8'));
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => {
      resolve(code);
    });
  });
  await once(socket, 'open');
  return { socket, frames, closed };
}

/** The HTTP answer to an upgrade the hub refuses. */
function refusedUpgrade(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const socket = new WebSocket(wsUrl(query), { headers });
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      socket.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    socket.on('unexpected-response', (request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
  });
}

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('push hub with the official client', () => {
  it('connects through negotiate and receives both events for its user', async () => {
    const connection = await connect('token-alice');
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(connection.connectionId).toEqual(expect.any(String));
    expect(hub.connectionCount('alice')).toBe(1);

    const balance = nextEvent<number>(connection, 'UserBalanceUpdate');
    const message = nextEvent<string>(connection, 'ReceiveMessage');
    expect(hub.sendToUser('alice', 'UserBalanceUpdate', 125.5)).toBe(1);
    expect(hub.sendToUser('alice', 'ReceiveMessage', 'Your bet won')).toBe(1);
    expect(await balance).toBe(125.5);
    expect(await message).toBe('Your bet won');
  });

  it('connects with skipNegotiation', async () => {
    const connection = await connect('token-bob', { skipNegotiation: true });
    expect(hub.connectionCount('bob')).toBe(1);
    const balance = nextEvent<number>(connection, 'UserBalanceUpdate');
    expect(hub.sendToUser('bob', 'UserBalanceUpdate', 7)).toBe(1);
    expect(await balance).toBe(7);
  });

  it('delivers a push only to the connections of its user', async () => {
    const alice = await connect('token-alice');
    const bob = await connect('token-bob');
    const aliceMessages = record<string>(alice, 'ReceiveMessage');
    const bobMessages = record<string>(bob, 'ReceiveMessage');

    expect(hub.sendToUser('alice', 'ReceiveMessage', 'for alice')).toBe(1);
    expect(hub.sendToUser('bob', 'ReceiveMessage', 'for bob')).toBe(1);
    expect(hub.sendToUser('carol', 'ReceiveMessage', 'for nobody')).toBe(0);
    await vi.waitFor(() => {
      expect(aliceMessages).toEqual(['for alice']);
      expect(bobMessages).toEqual(['for bob']);
    });
  });

  it('broadcasts to every connection, several per user included', async () => {
    const all = await Promise.all([
      connect('token-alice'),
      connect('token-alice', { skipNegotiation: true }),
      connect('token-bob'),
    ]);
    expect(hub.connectionCount()).toBe(3);
    expect(hub.connectionCount('alice')).toBe(2);
    const received = all.map((connection) => nextEvent<string>(connection, 'ReceiveMessage'));
    expect(hub.broadcast('ReceiveMessage', 'maintenance at 2am')).toBe(3);
    expect(await Promise.all(received)).toEqual(Array(3).fill('maintenance at 2am'));
  });

  it('validates payloads against the contract before pushing', () => {
    expect(() => hub.sendToUser('alice', 'UserBalanceUpdate', '12' as unknown as number)).toThrow();
    expect(() => hub.broadcast('ReceiveMessage', 42 as unknown as string)).toThrow();
    expect(() => hub.broadcast('Nope' as HubEventName, 'x')).toThrow(/Unknown hub event/);
  });

  // Negotiate shows the status in the error; a refused upgrade only says the WebSocket failed.
  const refusal = (status: number, skip: boolean): RegExp =>
    skip ? /WebSocket failed to connect/ : new RegExp(`Status code '${status}'`);

  it.each([false, true])('refuses a forged token (skipNegotiation: %s)', async (skip) => {
    const connection = hubConnection('forged', { account: 'alice', skipNegotiation: skip });
    await expect(connection.start()).rejects.toThrow(refusal(401, skip));
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    expect(hub.connectionCount()).toBe(0);
  });

  it.each([false, true])(
    'refuses a token of another account (skipNegotiation: %s)',
    async (skip) => {
      const connection = hubConnection('token-bob', { account: 'alice', skipNegotiation: skip });
      await expect(connection.start()).rejects.toThrow(refusal(403, skip));
      expect(hub.connectionCount()).toBe(0);
    },
  );

  it('reconnects with a new connection id after dropAll and keeps receiving', async () => {
    const connection = await connect('token-alice', { reconnectDelays: [0, 100, 200] });
    const firstId = connection.connectionId;
    const reconnecting = new Promise<void>((resolve) => {
      connection.onreconnecting(() => {
        resolve();
      });
    });
    const reconnected = new Promise<string | undefined>((resolve) => {
      connection.onreconnected((id) => {
        resolve(id);
      });
    });

    expect(hub.dropAll()).toBe(1);
    expect(hub.connectionCount()).toBe(0);
    await reconnecting;
    const newId = await reconnected;
    expect(newId).toEqual(expect.any(String));
    expect(newId).not.toBe(firstId);
    expect(hub.connectionCount('alice')).toBe(1);

    const balance = nextEvent<number>(connection, 'UserBalanceUpdate');
    expect(hub.sendToUser('alice', 'UserBalanceUpdate', 99)).toBe(1);
    expect(await balance).toBe(99);
  });

  it('forgets a connection once the client stops it', async () => {
    const connection = await connect('token-alice');
    await connect('token-alice');
    expect(hub.connectionCount('alice')).toBe(2);
    await connection.stop();
    await vi.waitFor(() => {
      expect(hub.connectionCount('alice')).toBe(1);
    });
    expect(hub.sendToUser('alice', 'ReceiveMessage', 'still here')).toBe(1);
  });

  it('answers client invocations with an error, as the hub has no methods', async () => {
    const connection = await connect('token-alice');
    await expect(connection.invoke('PlaceBet', 1)).rejects.toThrow('Unknown hub method');
    await connection.send('Whatever'); // fire and forget: no answer, connection stays up
    const message = nextEvent<string>(connection, 'ReceiveMessage');
    hub.sendToUser('alice', 'ReceiveMessage', 'alive');
    expect(await message).toBe('alive');
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('keeps answering the ordinary HTTP routes of the same server', async () => {
    await connect('token-alice');
    const health = await fetch(`${baseUrl}/w/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const echo = await fetch(`${baseUrl}/w/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: 5 }),
    });
    expect(await echo.json()).toEqual({ stake: 5 });
    const emptyJson = await fetch(`${baseUrl}/w/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyJson.status).toBe(400); // the API's own JSON parsing is untouched
  });

  it('reuses an @fastify/websocket the app already registered', async () => {
    const other = Fastify({ logger: false });
    await other.register(websocket);
    const otherHub = await registerHub(other, { authenticate });
    await start(other);
    try {
      const connection = await connect('token-bob');
      expect(otherHub.connectionCount('bob')).toBe(1);
      await connection.stop();
    } finally {
      await other.close();
    }
  });
});

describe('negotiate and upgrade over plain HTTP', () => {
  const negotiate = (query: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${HUB_PATH}/negotiate${query}`, { method: 'POST', ...init });

  it('negotiates with the token in a header or the query, whatever the empty body', async () => {
    for (const init of [
      { headers: bearer('token-alice') },
      { headers: { ...bearer('token-alice'), 'content-type': 'text/plain;charset=UTF-8' } },
      { headers: { ...bearer('token-alice'), 'content-type': 'application/json' } },
    ]) {
      const response = await negotiate('?negotiateVersion=1', init);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        connectionId: expect.any(String) as unknown,
        connectionToken: expect.any(String) as unknown,
        negotiateVersion: 1,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      });
    }
    const fromQuery = await negotiate('?negotiateVersion=1&access_token=token-alice&account=alice');
    expect(fromQuery.status).toBe(200);
  });

  it('refuses negotiate without a valid token with a 401 problem', async () => {
    for (const init of [{}, { headers: bearer('forged') }]) {
      const response = await negotiate('?negotiateVersion=1', init);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toEqual({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        message: expect.any(String) as unknown,
      });
    }
    const otherAccount = await negotiate('?account=bob', { headers: bearer('token-alice') });
    expect(otherAccount.status).toBe(403);
  });

  it('refuses bad upgrades before switching protocols', async () => {
    expect((await refusedUpgrade('')).status).toBe(401);
    expect((await refusedUpgrade('?access_token=forged')).status).toBe(401);
    expect((await refusedUpgrade('?account=bob', bearer('token-alice'))).status).toBe(403);
    const unknown = await refusedUpgrade('?id=nope', bearer('token-alice'));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ title: 'Not Found', status: 404 });

    const negotiated = (await (
      await negotiate('?negotiateVersion=1', { headers: bearer('token-alice') })
    ).json()) as { connectionToken: string };
    const id = `?id=${negotiated.connectionToken}`;
    expect((await refusedUpgrade(id, bearer('token-bob'))).status).toBe(403); // negotiated for alice
    const first = await rawSocket(id, bearer('token-alice'));
    expect(first.socket.readyState).toBe(WebSocket.OPEN);
    expect((await refusedUpgrade(id, bearer('token-alice'))).status).toBe(404); // used once
    expect((await fetch(`${baseUrl}${HUB_PATH}`, { headers: bearer('token-alice') })).status).toBe(
      400,
    );
  });

  it('supports negotiate version 0, where the connection id is the token', async () => {
    const response = await negotiate('', { headers: bearer('token-alice') });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('connectionToken');
    const { socket } = await rawSocket(`?id=${String(body.connectionId)}`, bearer('token-alice'));
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('JSON hub protocol by hand', () => {
  it('handles several messages in one frame, pings, and a Close from the client', async () => {
    const { socket, frames, closed } = await rawSocket('?access_token=token-alice&account=alice');
    socket.send(`${HANDSHAKE}{"type":1,"target":"Foo","arguments":[],"invocationId":"7"}${RS}`);
    await vi.waitFor(() => {
      expect(frames.join('')).toContain(`{"type":6}${RS}`);
    });
    const records = frames.join('').split(RS);
    expect(records[0]).toBe('{}');
    expect(JSON.parse(records[1] ?? '')).toEqual({
      type: 3,
      invocationId: '7',
      error: 'Unknown hub method',
    });
    expect(hub.connectionCount('alice')).toBe(1);

    socket.send(`{"type":6}${RS}{"type":7}${RS}`);
    expect(await closed).toBe(1000);
    await vi.waitFor(() => {
      expect(hub.connectionCount()).toBe(0);
    });
  });

  it('answers an unsupported protocol with a handshake error and closes', async () => {
    const { socket, frames, closed } = await rawSocket('', bearer('token-alice'));
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await closed;
    expect(frames).toHaveLength(1);
    expect(JSON.parse((frames[0] ?? '').replace(RS, ''))).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(hub.connectionCount()).toBe(0);
  });

  it('closes with an error on a malformed frame and keeps serving others', async () => {
    const bystander = await connect('token-bob');
    const { socket, frames, closed } = await rawSocket('', bearer('token-alice'));
    socket.send(HANDSHAKE);
    await vi.waitFor(() => {
      expect(frames[0]).toBe(`{}${RS}`);
    });
    socket.send(`{"type":1,"target":"Foo"${RS}`);
    await closed;
    const close = frames
      .join('')
      .split(RS)
      .filter((text) => text.startsWith('{"type":7'));
    expect(close).toHaveLength(1);
    expect(JSON.parse(close[0] ?? '')).toEqual({
      type: 7,
      error: expect.stringContaining('Message is not valid JSON.') as unknown,
    });
    expect(hub.connectionCount('alice')).toBe(0);

    const message = nextEvent<string>(bystander, 'ReceiveMessage');
    hub.broadcast('ReceiveMessage', 'after the crash that was not');
    expect(await message).toBe('after the crash that was not');
  });

  it('sends Close allowing reconnect when the hub closes', async () => {
    const { socket, frames, closed } = await rawSocket('', bearer('token-alice'));
    socket.send(HANDSHAKE);
    await vi.waitFor(() => {
      expect(hub.connectionCount()).toBe(1);
    });
    hub.close();
    await closed;
    expect(frames.join('')).toContain(`{"type":7,"allowReconnect":true}${RS}`);
    expect(hub.connectionCount()).toBe(0);
    expect((await refusedUpgrade('', bearer('token-alice'))).status).toBe(503);
  });
});
