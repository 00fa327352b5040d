import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { createTestApp } from '../testing/test-app.ts';
import { failureOf, logIn, testClient, type TestClient } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';
import { openDay } from '../testing/sportsbook-test-steps.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';
import {
  CONTROL_TOKEN_HEADER,
  CROSS_SITE,
  NOT_LOOPBACK,
  TOKEN_NEEDED,
  controlAccessFrom,
  isLoopbackAddress,
  newControlToken,
} from './control-access.ts';

describe('the /__mock control API', () => {
  let app: FastifyInstance;
  let visitor: TestClient;
  let control: ReturnType<typeof mockControl>;
  beforeAll(async () => {
    app = await createTestApp();
    visitor = testClient(app);
    control = mockControl(app);
  });
  afterAll(async () => {
    await app.close();
  });
  /** A control body the control schemas' types do not allow. */
  const postRaw = (url: string, payload: object) =>
    rawRequest(app, { method: 'POST', url: `/__mock${url}`, payload });

  it('lists the personas with their password', async () => {
    const { body } = await control.personas();
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userName: 'demo', password: PERSONA_PASSWORD }),
      ]),
    );
  });

  it('switches scenarios, validates them, and reset restores the seed', async () => {
    expect((await control.scenario({ regionBlocked: true })).status).toBe(200);
    expect((await visitor.call('reference.validateAccess')).wafAction).toBe('Block');
    const bad = await control.scenario({ latencyMs: -1 });
    expect(bad.status).toBe(400);
    expect(problemOf(bad.body).errors?.map((e) => e.path)).toContain('body.latencyMs');
    await control.reset();
    expect((await visitor.call('reference.validateAccess')).wafAction).toBe('Allow');
  });

  it('injects a failure for one endpoint and clears it', async () => {
    await control.injectError({ endpoint: 'meta.registration', status: 503 });
    expect((await failureOf(visitor.call('meta.registration'))).status).toBe(503);
    await control.injectError({ endpoint: 'meta.registration', status: null });
    expect(await visitor.call('meta.registration')).toHaveProperty('allowCustomerRegistration');
    expect((await postRaw('/errors', { endpoint: 'no.such', status: 500 })).statusCode).toBe(400);
  });

  it('credits a balance through the ledger and reads back a reset link', async () => {
    const credited = await control.balance({ userName: 'basic', amount: 20 });
    expect(credited.body).toEqual({ userName: 'basic', balance: 320 });
    expect((await control.resetLink('demo')).status).toBe(404);
    await visitor.call('account.passwordResetRequest', {
      body: { userName: 'demo', email: 'demo@example.com' },
    });
    const link = await control.resetLink('demo');
    expect(link.body).toMatchObject({
      userName: 'demo',
      link: expect.stringContaining('/passwordReset?token=') as unknown,
    });
  });

  it('moves a price so slips holding the offer flag hasChanged', async () => {
    const demo = await logIn(app, 'demo');
    const date = openDay(app.mockState);
    const page = await demo.call('matchup.list', { query: { date, page: 1, size: 5 } });
    const price = page.items[0]?.odds[0]?.homeMoney;
    expect(price).toBeTruthy();
    const slip = await demo.call('wager.addItem', { body: { offerId: price?.offerId ?? '' } });
    const moved = await control.movePrice(price?.offerId ?? '', {
      price: (price?.price ?? 100) > 0 ? 250 : -250,
    });
    expect(moved.status).toBe(200);
    const after = await demo.call('wager.getSlip', { params: { slipId: slip.slipId } });
    expect(after.items[0]?.hasChanged).toBe(true);
    expect((await control.movePrice('nope', { price: 150 })).status).toBe(404);
  });

  it('settles an event and approves or declines wallet requests, refusing unknown ones', async () => {
    expect((await control.settle({ eventId: 'nope', awayScore: 1, homeScore: 2 })).status).toBe(
      404,
    );
    expect((await control.decide('nope', { decision: 'approve' })).status).toBe(404);
    expect((await postRaw('/wallet-requests/x/decision', { decision: 'maybe' })).statusCode).toBe(
      400,
    );
  });
});

describe('who may use the control API (issue 14, defect 1)', () => {
  const takeover = (app: FastifyInstance, request: Partial<InjectOptions> = {}) =>
    app.inject({ method: 'GET', url: '/__mock/reset-link/basic', ...request });

  it('answers only this machine in loopback mode, never another site or a rebound host', async () => {
    const app = await createTestApp({ control: { mode: 'loopback' } });
    try {
      await testClient(app).call('account.passwordResetRequest', {
        body: { userName: 'basic', email: 'basic@example.com' },
      });
      expect((await takeover(app)).statusCode).toBe(200);
      for (const [request, message] of [
        [{ remoteAddress: '203.0.113.7' }, NOT_LOOPBACK],
        [{ headers: { host: 'attacker.example:4173' } }, NOT_LOOPBACK],
        [{ headers: { origin: 'https://attacker.example' } }, CROSS_SITE],
        [{ headers: { 'sec-fetch-site': 'cross-site' } }, CROSS_SITE],
      ] as const) {
        const refused = await takeover(app, request);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect(problemOf(refused.json()).message).toBe(message);
      }
      const credit = await app.inject({
        method: 'POST',
        url: '/__mock/balance',
        remoteAddress: '203.0.113.7',
        payload: { userName: 'basic', amount: 1000 },
      });
      expect(credit.statusCode).toBe(403);
      expect((await takeover(app, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
      expect(
        (await takeover(app, { headers: { origin: 'http://localhost:5173' } })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not there at all when off, and wants the start-up token in token mode', async () => {
    const off = await createTestApp({ control: { mode: 'off' } });
    try {
      const missing = await takeover(off);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/problem+json');
    } finally {
      await off.close();
    }
    const token = newControlToken();
    const guarded = await createTestApp({ control: { mode: 'token', token } });
    try {
      const bare = await guarded.inject({ method: 'POST', url: '/__mock/reset' });
      expect([bare.statusCode, problemOf(bare.json()).message]).toEqual([401, TOKEN_NEEDED]);
      const wrong = await guarded.inject({
        method: 'POST',
        url: '/__mock/reset',
        headers: { [CONTROL_TOKEN_HEADER]: `${token.slice(1)}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.inject({
        method: 'POST',
        url: '/__mock/reset',
        remoteAddress: '203.0.113.7',
        headers: { [CONTROL_TOKEN_HEADER]: token },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('is off in production mode unless asked for', () => {
    expect(controlAccessFrom(undefined, { NODE_ENV: 'production' })).toEqual({ mode: 'off' });
    expect(controlAccessFrom(undefined, {})).toEqual({ mode: 'loopback' });
    expect(controlAccessFrom('loopback', { NODE_ENV: 'production' })).toEqual({ mode: 'loopback' });
    expect(controlAccessFrom(undefined, { NODE_ENV: 'production', MOCK_CONTROL: 'token' })).toEqual(
      {
        mode: 'token',
        token: expect.stringMatching(/^[\w-]{32}$/) as unknown,
      },
    );
    expect(controlAccessFrom('open', {})).toHaveProperty('error');
    expect(controlAccessFrom('token', { MOCK_CONTROL_TOKEN: 'short' })).toHaveProperty('error');
  });

  it('tells loopback addresses from others', () => {
    expect(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', undefined].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
