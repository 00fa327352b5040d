import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { ApiError, createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import { HUB_PATH, hubUrl } from '@sportsbook/contracts/hub';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { postEntry } from '../domain/ledger.ts';
import { createTestApp } from '../testing/test-app.ts';
import { SESSION_ENDED, tooManyConnections } from './hub.ts';

// Issue 14, defect 5: sessions end with what should end them, and so do their hub connections.
const CAP = 3;
const TTL_MS = 60_000;

let app: FastifyInstance;
let base: string;
let clock: number;
const connections: HubConnection[] = [];
const sockets: WebSocket[] = [];

beforeEach(async () => {
  clock = Date.now();
  app = await createTestApp({
    now: () => new Date(clock),
    sessionTtlMs: TTL_MS,
    hubMaxConnectionsPerUser: CAP,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.stop()));
  for (const socket of sockets.splice(0)) socket.terminate();
  await app.close();
});

interface Session {
  api: ApiClient;
  token: string;
}

async function logIn(userName: string, password = PERSONA_PASSWORD): Promise<Session> {
  let token = '';
  const api = createApiClient({ baseUrl: base, clientId: 'sessions-test', getToken: () => token });
  token = (
    await api.call('auth.token', { body: { userName, password, clientId: 'sessions-test' } })
  ).token;
  return { api, token };
}

/** A started official-client connection and the error it closed with, once it closes. */
async function connect(userName: string, token: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(base, userName), {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  const closed = new Promise<string>((resolve) => {
    connection.onclose((error) => {
      resolve(error?.message ?? '');
    });
  });
  const balances: number[] = [];
  connection.on('UserBalanceUpdate', (value: number) => {
    balances.push(value);
  });
  await connection.start();
  return { connection, closed, balances };
}

const statusOf = async (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );

const standing = (session: Session) => statusOf(session.api.call('account.standing'));

/** A balance push to demo, and a round trip so it has arrived where it was delivered. */
async function pushBalance(session: Session) {
  postEntry(app.mockState, {
    userId: 1001,
    amount: 1,
    kind: 'credit',
    reference: `T-${Math.random()}`,
    description: 'test',
  });
  await session.api.call('account.standing');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('sessions and their hub connections', () => {
  it('a password change ends every other session and closes its connections, keeping its own', async () => {
    const [mine, other] = [await logIn('demo'), await logIn('demo')];
    const [myHub, otherHub] = [
      await connect('demo', mine.token),
      await connect('demo', other.token),
    ];
    await mine.api.call('account.changePassword', {
      body: { userName: 'demo', currentPassword: PERSONA_PASSWORD, newPassword: 'Changed123!' },
    });
    expect(await otherHub.closed).toContain(SESSION_ENDED);
    expect(await standing(other)).toBe(401);
    expect(await standing(mine)).toBe(200);
    expect(myHub.connection.state).toBe(HubConnectionState.Connected);
  });

  it('a password reset ends every session of the user and closes its connections', async () => {
    const session = await logIn('demo');
    const hub = await connect('demo', session.token);
    const visitor = createApiClient({ baseUrl: base, clientId: 'sessions-test' });
    await visitor.call('account.passwordResetRequest', {
      body: { userName: 'demo', email: 'demo@example.com' },
    });
    const link = new URL(app.mockState.resetLinks.get('demo') ?? '');
    await visitor.call('account.passwordReset', {
      body: {
        userName: 'demo',
        passwordToken: link.searchParams.get('token') ?? '',
        newPassword: 'Changed123!',
      },
    });
    expect(await hub.closed).toContain(SESSION_ENDED);
    expect(await standing(session)).toBe(401);
    expect(await standing(await logIn('demo', 'Changed123!'))).toBe(200);
  });

  it("logout closes that token's connections only", async () => {
    const [leaving, staying] = [await logIn('demo'), await logIn('demo')];
    const [leavingHub, stayingHub] = [
      await connect('demo', leaving.token),
      await connect('demo', staying.token),
    ];
    await leaving.api.call('auth.logout', { body: { clientId: 'sessions-test' } });
    expect(await leavingHub.closed).toContain(SESSION_ENDED);
    await pushBalance(staying);
    expect(stayingHub.balances).toHaveLength(1);
    expect(leavingHub.balances).toEqual([]);
  });

  it('an expired session gets no more pushes: its connection is closed instead', async () => {
    const session = await logIn('demo');
    const hub = await connect('demo', session.token);
    clock += TTL_MS + 1000;
    const fresh = await logIn('demo');
    await pushBalance(fresh);
    expect(hub.balances).toEqual([]);
    expect(await hub.closed).toContain(SESSION_ENDED);
  });
});

describe('connections per user', () => {
  /** A raw WebSocket of the hub (skipNegotiation), resolved once its handshake is answered. */
  function rawConnect(token: string): Promise<{ opened: boolean; status?: number }> {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${HUB_PATH}?account=demo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    socket.on('error', () => undefined); // a refused upgrade is an answer here, not a failure
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('open', () => {
        socket.send('{"protocol":"json","version":1}\x1e');
      });
      socket.once('message', () => {
        resolve({ opened: true });
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve({ opened: false, ...(response.statusCode ? { status: response.statusCode } : {}) });
      });
    });
  }

  const negotiate = (token: string, account = 'demo') =>
    fetch(`${base}${HUB_PATH}/negotiate?negotiateVersion=1&account=${account}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });

  it(`holds at most ${CAP} per user and refuses the next negotiate and connect with a 429`, async () => {
    const { token } = await logIn('demo');
    const opened = await Promise.all(Array.from({ length: CAP }, () => rawConnect(token)));
    expect(opened.every((answer) => answer.opened)).toBe(true);

    const refused = await negotiate(token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { message: string }).message).toBe(tooManyConnections(CAP));
    expect(await rawConnect(token)).toEqual({ opened: false, status: 429 });

    // Another user is not affected, and a closed connection frees its place.
    const basic = await logIn('basic');
    expect((await negotiate(basic.token, 'basic')).status).toBe(200);
    sockets[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rawConnect(token)).opened).toBe(true);
  });

  it('counts pending negotiations too', async () => {
    const { token } = await logIn('demo');
    for (let i = 0; i < CAP; i++) expect((await negotiate(token)).status).toBe(200);
    expect((await negotiate(token)).status).toBe(429);
  });
});
