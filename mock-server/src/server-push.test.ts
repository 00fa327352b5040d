import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  HubConnectionBuilder,
  HttpTransportType,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { hubUrl } from '@sportsbook/contracts/hub';
import { createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import { buildServer } from './server.ts';
import { PERSONA_PASSWORD } from './db/personas.ts';
import { openDay } from './testing/sportsbook-test-steps.ts';

// The whole stack over real sockets: typed client → Fastify → domain → ledger → hub → official client.
describe('push through the hub, end to end', () => {
  let app: FastifyInstance;
  let base: string;
  const connections: HubConnection[] = [];

  beforeEach(async () => {
    app = await buildServer({ validateResponses: true, hubPingIntervalMs: 1000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((c) => c.stop()));
    await app.close();
  });

  async function session(userName: string) {
    let token = '';
    const api = createApiClient({ baseUrl: base, clientId: 'push-test', getToken: () => token });
    token = (
      await api.call('auth.token', {
        body: { userName, password: PERSONA_PASSWORD, clientId: 'push-test' },
      })
    ).token;
    return { api, token };
  }

  function connect(userName: string, token: string, reconnect = false) {
    let builder = new HubConnectionBuilder()
      .withUrl(hubUrl(base, userName), {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None);
    if (reconnect) builder = builder.withAutomaticReconnect([0, 100, 200]);
    const connection = builder.build();
    connections.push(connection);
    return connection;
  }

  const next = <T>(connection: HubConnection, event: string) =>
    new Promise<T>((resolve) => {
      connection.on(event, (value: T) => {
        resolve(value);
      });
    });

  async function firstOfferId(api: ApiClient): Promise<string> {
    const date = openDay(app.mockState);
    const page = await api.call('matchup.list', { query: { date, page: 1, size: 30 } });
    for (const matchup of page.items) {
      const price = matchup.odds[0]?.awayMoney ?? matchup.odds[0]?.homeMoney;
      if (price && new Date(matchup.eventDate).getTime() > Date.now()) return price.offerId;
    }
    throw new Error('no open moneyline in the seed');
  }

  it('pushes the new balance after a wager', async () => {
    const { api, token } = await session('demo');
    const connection = connect('demo', token);
    await connection.start();
    const balancePushed = next<number>(connection, 'UserBalanceUpdate');

    const slip = await api.call('wager.addItem', { body: { offerId: await firstOfferId(api) } });
    const result = await api.call('wager.submit', {
      body: { betSlipId: slip.slipId, wagerAmount: 10 },
    });
    expect(result.isSuccess).toBe(true);
    expect(await balancePushed).toBe(result.accountBalance);
    expect(result.accountBalance).toBe(990);
  });

  it('pushes ReceiveMessage to the recipient of a new message', async () => {
    const demo = await session('demo');
    const connection = connect('demo', demo.token);
    await connection.start();
    const pushed = next<string>(connection, 'ReceiveMessage');

    const types = await demo.api.call('message.types');
    // Customers write to the staff (who have no hub) or to themselves (decision 087): a note to self.
    const recipientId = 1001;
    await demo.api.call('message.send', {
      body: {
        messageBoxId: 0,
        messageGuid: '',
        messageTypeId: types[0]?.messageTypeId ?? 1,
        priorityId: 'N',
        senderId: 1001,
        recipientId,
        subject: 'Hello me',
        body: 'A push should follow.',
      },
    });
    expect(await pushed).toContain('Hello me');
  });

  it('refuses a forged token', async () => {
    const connection = connect('demo', 'forged-token');
    await expect(connection.start()).rejects.toThrow();
  });

  it('reconnects after the control API drops every connection, and still receives pushes', async () => {
    const { token } = await session('demo');
    const connection = connect('demo', token, true);
    await connection.start();
    const reconnected = new Promise<void>((resolve) => {
      connection.onreconnected(() => {
        resolve();
      });
    });
    await fetch(`${base}/__mock/hub/drop`, { method: 'POST' });
    await reconnected;
    const pushed = next<number>(connection, 'UserBalanceUpdate');
    await fetch(`${base}/__mock/balance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'demo', amount: 25 }),
    });
    expect(await pushed).toBe(1025);
  });
});
