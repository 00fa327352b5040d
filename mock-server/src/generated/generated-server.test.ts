import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { ApiError, createApiClient } from '@sportsbook/contracts/client';
import { hubEvents, hubUrl } from '@sportsbook/contracts/hub';
import { UserSessionSchema } from '@sportsbook/contracts/schemas/session';
import { main } from '@sportsbook/contracts/verify/cli';
import { buildServer } from '../server.ts';
import { createTestApp } from '../testing/test-app.ts';
import { GeneratedAnswers } from './generated-answers.ts';

// `--answers generated` over real sockets (decision 187): logins, bearer calls, the request's
// contract, the hub's pushes, and `sportsbook-contract verify` passing on two seeds.

/** A verify walk is about 45 calls and a hub session: seconds, more on a busy 2-core machine. */
const SLOW = 90_000;
const USER = 'Zoë ⚽ verify';

async function generatedServer(seed: number): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer({
    generatedAnswers: { seed, pushTiming: { firstMs: 50, everyMs: 100 } },
    webRoot: false,
    hubPingIntervalMs: 1000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('the mock server with generated answers', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    ({ app, base } = await generatedServer(11));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('logs any name in and answers its bearer calls within the contract; others get 401', async () => {
    let token = '';
    const api = createApiClient({ baseUrl: base, clientId: 'gen-test', getToken: () => token });
    // The typed client checks every answer against its schema: a break would throw here.
    const session = await api.call('auth.token', {
      body: { userName: USER, password: 'anything', clientId: 'gen-test' },
    });
    expect(session.userName).toBe(USER);
    token = session.token;
    await api.call('account.snapshot');
    await api.call('matchup.list', { query: { page: 1, size: 10 } });
    await api.call('ticket.get', { params: { id: 12 } });

    token = 'not-issued';
    const refused = await api.call('account.standing').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401 });
  });

  it('still refuses a request that breaks the contract with a 400 naming the field', async () => {
    const answer = await fetch(`${base}/w/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: '', password: 'x', clientId: 'c' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ path: 'body.userName' }] });
  });

  it('pushes generated balances and messages to a connected user', async () => {
    const api = createApiClient({ baseUrl: base, clientId: 'gen-test' });
    const { token, userName } = await api.call('auth.token', {
      body: { userName: 'pushed', password: 'x', clientId: 'gen-test' },
    });
    const connection: HubConnection = new HubConnectionBuilder()
      .withUrl(hubUrl(base, userName), {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const balance = new Promise<unknown>((resolve) => {
      connection.on('UserBalanceUpdate', (value: unknown) => {
        resolve(value);
      });
    });
    const message = new Promise<unknown>((resolve) => {
      connection.on('ReceiveMessage', (value: unknown) => {
        resolve(value);
      });
    });
    await connection.start();
    try {
      expect(hubEvents.UserBalanceUpdate.safeParse(await balance).success).toBe(true);
      expect(hubEvents.ReceiveMessage.safeParse(await message).success).toBe(true);
    } finally {
      await connection.stop();
    }
  });
});

describe('the control API’s seed of generated answers', () => {
  it('answers as a server started with the new seed, and ends the sessions issued before', async () => {
    const { app, base } = await generatedServer(21);
    try {
      // The answer as sent (the typed client would leave out the fields the contract does not name).
      const login = async (userName: string): Promise<unknown> => {
        const answer = await fetch(`${base}/w/api/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName, password: 'x', clientId: 'gen-test' }),
        });
        return answer.json();
      };
      const before = UserSessionSchema.parse(await login('reseeded'));
      const put = await app.inject({
        method: 'PUT',
        url: '/__mock/answers',
        payload: { seed: 22 },
      });
      expect(put.json()).toEqual({ answers: 'generated', seed: 22 });
      const after = await login('reseeded');
      expect(after).toEqual(
        new GeneratedAnswers(22).answer(
          'auth.token',
          { body: { userName: 'reseeded', password: 'x', clientId: 'gen-test' } },
          undefined,
        ),
      );
      const old = await app.inject({
        url: '/w/api/account/standing',
        headers: { authorization: `Bearer ${before.token}` },
      });
      expect(old.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('is refused by a server answering from its world', async () => {
    const app = await createTestApp({ webRoot: false });
    try {
      expect((await app.inject({ url: '/__mock/answers' })).json()).toEqual({ answers: 'world' });
      const put = await app.inject({ method: 'PUT', url: '/__mock/answers', payload: { seed: 1 } });
      expect(put.statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });
});

describe('sportsbook-contract verify against generated answers', () => {
  it.each([1, 2])(
    'exits 0 on seed %i, writes and hub pushes included',
    async (seed) => {
      const { app, base } = await generatedServer(seed);
      try {
        let out = '';
        const code = await main(
          [
            'verify',
            '--base-url',
            base,
            '--user',
            USER,
            '--password',
            'anything',
            '--include-writes',
            '--control',
            `${base}/__mock`,
            '--timeout-ms',
            '30000',
          ],
          {
            out: (text) => (out += text),
            err: () => undefined,
            tty: false,
            env: {},
          },
        );
        expect(code, out).toBe(0);
        expect(out).toMatch(/Checked (\d+) calls against the contract: \1 ok, 0 with violations/);
        expect(out).toMatch(/hub\.ReceiveMessage\s+WS\s+-\s+\d+\s+ok/);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});
