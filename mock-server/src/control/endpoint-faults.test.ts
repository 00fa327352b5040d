import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  HubConnectionBuilder,
  HttpTransportType,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { hubUrl } from '@sportsbook/contracts/hub';
import { createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import { registry } from '@sportsbook/contracts/registry';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import type { MockState } from '../db/state.ts';
import { createTestApp } from '../testing/test-app.ts';
import { failureOf } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';
import { gameOf, offerOf } from '../testing/sportsbook-test-steps.ts';

// Issue 24, item 1: faults that lose answers, over real sockets (the typed client on Node's
// fetch, keep-alive by default) against a listening server.

const CLIENT_ID = 'fault-test';
/** How a call whose connection was destroyed fails on Node's fetch. */
// The answer is cut mid-body (http/lost-connections.ts): Node's fetch fails reading it.
const NETWORK_ERROR = /fetch failed|terminated/;

describe('POST /__mock/errors: lost answers, lost requests, held answers', () => {
  let app: FastifyInstance;
  let state: MockState;
  let base: string;
  let control: ReturnType<typeof mockControl>;
  const connections: HubConnection[] = [];

  beforeEach(async () => {
    app = await createTestApp({ hubPingIntervalMs: 1000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    state = app.mockState;
    control = mockControl(app);
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((c) => c.stop()));
    await app.close();
  });

  async function logIn(userName = 'demo'): Promise<{ api: ApiClient; token: string }> {
    let token = '';
    const api = createApiClient({ baseUrl: base, clientId: CLIENT_ID, getToken: () => token });
    token = (
      await api.call('auth.token', {
        body: { userName, password: PERSONA_PASSWORD, clientId: CLIENT_ID },
      })
    ).token;
    return { api, token };
  }

  /** What the customer sees through the API, and what the world holds. */
  async function books(api: ApiClient) {
    const { balance } = await api.call('account.standing');
    const snapshot = await api.call('account.snapshot');
    return {
      balance,
      pendingTickets: snapshot.pendingTickets.length,
      tickets: state.db.ticket.count(),
      ledgerEntries: state.db.ledgerEntry.count(),
    };
  }

  /** A slip holding one moneyline of an NBA game in three days, ready to submit for 10.00. */
  async function slip(api: ApiClient, index = 0) {
    const offerId = offerOf(gameOf(state, 'NBA', index, 3), 'moneyline-home');
    const added = await api.call('wager.addItem', { body: { offerId, wagerAmount: 10 } });
    return { betSlipId: added.slipId, wagerAmount: 10 };
  }

  it("lose: 'answer' books exactly one ticket and one ledger entry, and pushes the balance", async () => {
    const { api, token } = await logIn();
    const hub = new HubConnectionBuilder()
      .withUrl(hubUrl(base, 'demo'), {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    connections.push(hub);
    await hub.start();
    const pushed = new Promise<number>((resolve) => {
      hub.on('UserBalanceUpdate', resolve);
    });
    const body = await slip(api);
    const before = await books(api);

    const set = await control.injectError({ endpoint: 'wager.submit', lose: 'answer' });
    expect(set).toEqual({ status: 200, body: { 'wager.submit': { lose: 'answer' } } });
    await expect(api.call('wager.submit', { body })).rejects.toThrow(NETWORK_ERROR);

    const after = await books(api);
    expect(after).toEqual({
      balance: before.balance - 10,
      pendingTickets: before.pendingTickets + 1,
      tickets: before.tickets + 1,
      ledgerEntries: before.ledgerEntries + 1,
    });
    expect(await pushed).toBe(after.balance);
    // It stays until cleared (no times): the GET shows it, status null clears it.
    expect((await control.faults()).body).toEqual({ 'wager.submit': { lose: 'answer' } });
    expect((await control.injectError({ endpoint: 'wager.submit', status: null })).body).toEqual(
      {},
    );
    const placed = await api.call('wager.submit', { body: await slip(api, 1) });
    expect(placed.isSuccess).toBe(true);
    expect(placed.accountBalance).toBe(after.balance - 10);
  });

  it("lose: 'request' drops the call before it runs: nothing booked, the slip still there", async () => {
    const { api } = await logIn();
    const body = await slip(api);
    const before = await books(api);
    const revision = state.revision;

    await control.injectError({ endpoint: 'wager.submit', lose: 'request', times: 1 });
    await expect(api.call('wager.submit', { body })).rejects.toThrow(NETWORK_ERROR);
    // Not even counted as a call that may change the world.
    expect(state.revision).toBe(revision + 1); // the control call's own bump, nothing more
    expect(await books(api)).toEqual(before);
    expect((await control.faults()).body).toEqual({});

    // The retry goes through on the same slip.
    const placed = await api.call('wager.submit', { body });
    expect(placed.isSuccess).toBe(true);
    expect((await books(api)).tickets).toBe(before.tickets + 1);
  });

  it('delayMs commits at once and holds the answer for the delay', async () => {
    const { api } = await logIn();
    const body = await slip(api);
    const before = await books(api);

    await control.injectError({ endpoint: 'wager.submit', delayMs: 400, times: 1 });
    const started = performance.now();
    const answer = api.call('wager.submit', { body });
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Committed while the answer is still held: a client timing out now would find the ticket.
    expect(state.db.ticket.count()).toBe(before.tickets + 1);
    let settled = false;
    const settle = () => {
      settled = true;
    };
    answer.then(settle, settle);
    await Promise.resolve();
    expect(settled).toBe(false);

    const placed = await answer;
    expect(performance.now() - started).toBeGreaterThanOrEqual(395);
    expect(placed.isSuccess).toBe(true);
    expect(placed.accountBalance).toBe(before.balance - 10);
    expect((await control.faults()).body).toEqual({});
  });

  it('times counts the calls a fault applies to, then it clears itself', async () => {
    const { api } = await logIn();
    await control.injectError({ endpoint: 'account.standing', lose: 'answer', times: 1 });
    await expect(api.call('account.standing')).rejects.toThrow(NETWORK_ERROR);
    await expect(api.call('account.standing')).resolves.toEqual({ balance: 1000 });

    const set = await control.injectError({ endpoint: 'account.standing', status: 503, times: 2 });
    expect(set.body).toEqual({ 'account.standing': { status: 503, times: 2 } });
    expect((await failureOf(api.call('account.standing'))).status).toBe(503);
    expect((await control.faults()).body).toEqual({
      'account.standing': { status: 503, times: 1 },
    });
    expect((await failureOf(api.call('account.standing'))).status).toBe(503);
    await expect(api.call('account.standing')).resolves.toEqual({ balance: 1000 });
    expect((await control.faults()).body).toEqual({});
  });

  it("a new form replaces the endpoint's fault; status null and reset clear every form", async () => {
    await control.injectError({ endpoint: 'wager.submit', status: 503 });
    await control.injectError({ endpoint: 'wager.submit', delayMs: 50 });
    await control.injectError({ endpoint: 'ticket.list', lose: 'request' });
    state.scenario.errors['message.list'] = 500; // the short form tests write directly
    expect((await control.faults()).body).toEqual({
      'wager.submit': { delayMs: 50 },
      'ticket.list': { lose: 'request' },
      'message.list': { status: 500 },
    });
    expect((await control.injectError({ endpoint: 'message.list', status: null })).body).toEqual({
      'wager.submit': { delayMs: 50 },
      'ticket.list': { lose: 'request' },
    });
    await control.reset();
    expect((await control.faults()).body).toEqual({});
  });

  it('never serves a faulted GET from the answer cache', async () => {
    await app.close();
    app = await createTestApp({ validateResponses: false, cacheAnswers: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    control = mockControl(app);
    const url = `${base}${registry['sportEvent.today'].path}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    await control.injectError({ endpoint: 'sportEvent.today', lose: 'request', times: 1 });
    await expect(fetch(url).then((answer) => answer.text())).rejects.toThrow(NETWORK_ERROR);
    await control.injectError({ endpoint: 'sportEvent.today', status: 503, times: 1 });
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers a held call at once when the server closes, so a shutdown waits out nothing', async () => {
    const other = await createTestApp();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await mockControl(other).injectError({ endpoint: 'sportEvent.today', delayMs: 120_000 });
    const started = performance.now();
    const answer = fetch(`http://127.0.0.1:${port}${registry['sportEvent.today'].path}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await other.close();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('leaves a keep-alive connection usable: the next call opens a new one and is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const path = registry['sportEvent.today'].path;
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const call = httpRequest(`${base}${path}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, reused: call.reusedSocket });
          });
          response.on('aborted', () => {
            reject(new Error('the answer was cut'));
          });
          response.on('error', reject);
        });
        call.on('error', reject);
        call.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      expect(await get()).toEqual({ status: 200, reused: true });
      await control.injectError({ endpoint: 'sportEvent.today', lose: 'answer', times: 1 });
      await expect(get()).rejects.toThrow(/the answer was cut|aborted|socket hang up/);
      expect(await get()).toEqual({ status: 200, reused: false });
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('settles lost logins for the rate limits as the calls they were', async () => {
    await control.injectError({ endpoint: 'auth.token', lose: 'answer', times: 5 });
    const api = createApiClient({ baseUrl: base, clientId: CLIENT_ID, getToken: () => undefined });
    const body = { userName: 'demo', password: PERSONA_PASSWORD, clientId: CLIENT_ID };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(api.call('auth.token', { body })).rejects.toThrow(NETWORK_ERROR);
    }
    // Each lost login ran (a session was made), and none stays "in flight" for the limits.
    await expect(api.call('auth.token', { body })).resolves.toHaveProperty('token');

    // A lost answer is a committed call, for the limits too: lost wrong-password logins count.
    const basic = { ...body, userName: 'basic' };
    await control.injectError({ endpoint: 'auth.token', lose: 'answer', times: 5 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        api.call('auth.token', { body: { ...basic, password: 'wrong' } }),
      ).rejects.toThrow(NETWORK_ERROR);
    }
    expect((await failureOf(api.call('auth.token', { body: basic }))).status).toBe(429);
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const post = (payload: object) =>
      rawRequest(app, { method: 'POST', url: '/__mock/errors', payload });
    const cases: [object, string][] = [
      [{ endpoint: 'wager.submit' }, 'body.status'],
      [{ endpoint: 'no.such', lose: 'answer' }, 'body.endpoint'],
      [{ endpoint: 'wager.submit', status: 503, lose: 'answer' }, 'body.lose'],
      [{ endpoint: 'wager.submit', lose: 'answer', delayMs: 10 }, 'body.delayMs'],
      [{ endpoint: 'wager.submit', lose: 'both' }, 'body.lose'],
      [{ endpoint: 'wager.submit', status: 200 }, 'body.status'],
      [{ endpoint: 'wager.submit', delayMs: 0 }, 'body.delayMs'],
      [{ endpoint: 'wager.submit', delayMs: 120_001 }, 'body.delayMs'],
      [{ endpoint: 'wager.submit', delayMs: 2.5 }, 'body.delayMs'],
      [{ endpoint: 'wager.submit', lose: 'answer', times: 0 }, 'body.times'],
      [{ endpoint: 'wager.submit', lose: 'answer', times: 1.5 }, 'body.times'],
      [{ endpoint: 'wager.submit', status: null, times: 1 }, 'body.times'],
      [{ endpoint: 'wager.submit', lose: 'answer', after: 1 }, 'body'],
    ];
    for (const [payload, path] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      const paths = (problemOf(answer.json()).errors ?? []).map((issue) => issue.path);
      expect(paths, JSON.stringify(payload)).toEqual([path]);
    }
    expect((await control.faults()).body).toEqual({});
    expect((await control.injectError({ endpoint: 'wager.submit', delayMs: 120_000 })).status).toBe(
      200,
    );
  });
});
