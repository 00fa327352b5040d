import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { createTestApp } from '../testing/test-app.ts';
import { failureOf, logIn, testClient, type TestClient } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';

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
    const page = await demo.call('matchup.list', { query: { page: 1, size: 5 } });
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
