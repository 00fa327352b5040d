import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, bearer, createTestApp, login, problemOf } from '../testing/test-app.ts';

describe('the /__mock control API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (url: string, payload?: Record<string, unknown>) =>
    payload === undefined
      ? app.inject({ method: 'POST', url: `/__mock${url}` })
      : app.inject({ method: 'POST', url: `/__mock${url}`, payload });

  it('lists the personas with their password', async () => {
    const response = await app.inject({ url: '/__mock/personas' });
    expect(response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ userName: 'demo', password: 'Demo123!' })]),
    );
  });

  it('switches scenarios, validates them, and reset restores the seed', async () => {
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/__mock/scenario',
          payload: { regionBlocked: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      answer(
        'reference.validateAccess',
        await app.inject({ url: '/w/api/ReferenceData/validate-access' }),
      ).wafAction,
    ).toBe('Block');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/__mock/scenario',
      payload: { latencyMs: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.map((e) => e.path)).toContain('body.latencyMs');
    await post('/reset');
    expect(
      answer(
        'reference.validateAccess',
        await app.inject({ url: '/w/api/ReferenceData/validate-access' }),
      ).wafAction,
    ).toBe('Allow');
  });

  it('injects a failure for one endpoint and clears it', async () => {
    await post('/errors', { endpoint: 'meta.registration', status: 503 });
    expect((await app.inject({ url: '/w/api/Meta/GetMetaData' })).statusCode).toBe(503);
    await post('/errors', { endpoint: 'meta.registration', status: null });
    expect((await app.inject({ url: '/w/api/Meta/GetMetaData' })).statusCode).toBe(200);
    expect((await post('/errors', { endpoint: 'no.such', status: 500 })).statusCode).toBe(400);
  });

  it('credits a balance through the ledger and reads back a reset link', async () => {
    const credited = await post('/balance', { userName: 'basic', amount: 20 });
    expect(credited.json()).toEqual({ userName: 'basic', balance: 320 });
    expect((await app.inject({ url: '/__mock/reset-link/demo' })).statusCode).toBe(404);
    await app.inject({
      method: 'POST',
      url: '/w/api/account/PasswordResetRequest',
      payload: { userName: 'demo', email: 'demo@example.com' },
    });
    const link = await app.inject({ url: '/__mock/reset-link/demo' });
    expect(link.body).toContain('/passwordReset?token=');
  });

  it('moves a price so slips holding the offer flag hasChanged', async () => {
    const auth = bearer(await login(app, 'demo'));
    const page = answer(
      'matchup.list',
      await app.inject({ url: '/w/api/matchup?page=1&size=5', headers: auth }),
    );
    const price = page.items[0]?.odds[0]?.homeMoney;
    expect(price).toBeTruthy();
    const slip = answer(
      'wager.addItem',
      await app.inject({
        method: 'POST',
        url: '/w/api/wager/item',
        headers: auth,
        payload: { offerId: price?.offerId },
      }),
    );
    const moved = await post(`/offers/${price?.offerId ?? ''}/price`, {
      price: (price?.price ?? 100) > 0 ? 250 : -250,
    });
    expect(moved.statusCode).toBe(200);
    const after = answer(
      'wager.getSlip',
      await app.inject({ url: `/w/api/wager/slip/${slip.slipId}`, headers: auth }),
    );
    expect(after.items[0]?.hasChanged).toBe(true);
    expect((await post('/offers/nope/price', { price: 150 })).statusCode).toBe(404);
  });

  it('settles an event and approves or declines wallet requests, refusing unknown ones', async () => {
    expect(
      (await post('/settle', { eventId: 'nope', awayScore: 1, homeScore: 2 })).statusCode,
    ).toBe(404);
    expect((await post('/wallet-requests/nope/decision', { decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await post('/wallet-requests/x/decision', { decision: 'maybe' })).statusCode).toBe(400);
  });
});
