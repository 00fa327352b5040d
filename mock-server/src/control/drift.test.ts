import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpointKeys, registry, type EndpointKey } from '@sportsbook/contracts/registry';
import { createTestApp } from '../testing/test-app.ts';
import { logIn, type CustomerClient } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';
import { driftAnswer } from './drift.ts';

/** The answer as it travels, read around the typed client (which would refuse a drifted one). */
async function rawAnswer(app: FastifyInstance, token: string, url: string) {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const body: unknown = response.json();
  return { status: response.statusCode, body };
}

describe('contract drift (PATCH /__mock/scenario { drift })', () => {
  // Answers cached and not validated, as `npm start` runs: drift must get past both.
  let app: FastifyInstance;
  let demo: CustomerClient;
  beforeAll(async () => {
    app = await createTestApp({ validateResponses: false, cacheAnswers: true });
    demo = await logIn(app, 'demo');
  }, 60_000); // seeding the world takes seconds on a busy machine
  afterAll(async () => {
    await app.close();
  });

  it('breaks exactly the listed answers, past the answer cache, until a reset', async () => {
    const control = mockControl(app);
    const clean = await rawAnswer(app, demo.token, '/w/api/account/standing');
    expect(registry['account.standing'].response.safeParse(clean.body).success).toBe(true);

    const patched = await control.scenario({ drift: ['account.standing', 'ticket.list'] });
    expect(patched.body).toMatchObject({ drift: ['account.standing', 'ticket.list'] });
    const drifted = await rawAnswer(app, demo.token, '/w/api/account/standing');
    expect(drifted.status).toBe(200);
    expect(registry['account.standing'].response.safeParse(drifted.body).success).toBe(false);
    const tickets = await rawAnswer(app, demo.token, '/w/api/ticket?state=all');
    expect(registry['ticket.list'].response.safeParse(tickets.body).success).toBe(false);
    // An endpoint not listed still answers on contract.
    const pin = await rawAnswer(app, demo.token, '/w/api/account/UserPin');
    expect(registry['account.userPin'].response.safeParse(pin.body).success).toBe(true);

    await control.reset(); // which also ends every session
    demo = await logIn(app, 'demo');
    const again = await rawAnswer(app, demo.token, '/w/api/account/standing');
    expect(again.status).toBe(200);
    expect(registry['account.standing'].response.safeParse(again.body).success).toBe(true);
  });

  it('refuses an unknown endpoint key with the field path', async () => {
    const bad = await app.inject({
      method: 'PATCH',
      url: '/__mock/scenario',
      payload: { drift: ['no.such'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('body.drift.0');
  });
});

describe('driftAnswer', () => {
  const ticket = { ticketNumber: 7, riskAmount: 10 };

  it('uses each kind of break across the registry, each one really off contract', () => {
    const standing = driftAnswer('account.standing', { balance: 1000 });
    expect(registry['account.standing'].response.safeParse(standing.body).success).toBe(false);
    const kinds = new Set(
      endpointKeys
        .slice(0, 8)
        .map((key: EndpointKey) => driftAnswer(key, { balance: 1 }).change.kind),
    );
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('changes the same field in every element of a list and names it once', () => {
    const { body, change } = driftAnswer('ticket.list', [ticket, { ...ticket, ticketNumber: 8 }]);
    expect(change.path.startsWith('body[].')).toBe(true);
    expect(Array.isArray(body) && body.length).toBe(2);
    expect(registry['ticket.list'].response.safeParse(body).success).toBe(false);
  });

  it('replaces an empty list as a whole', () => {
    expect(driftAnswer('ticket.list', [])).toEqual({
      body: null,
      change: { kind: 'null', path: 'body' },
    });
  });
});
