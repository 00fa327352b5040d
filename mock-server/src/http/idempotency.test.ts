import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import { IDEMPOTENCY_KEY_TTL_MS } from '@sportsbook/contracts/idempotency';
import { PERSONA_PASSWORD, PERSONAS, type PersonaName } from '../db/personas.ts';
import type { MockState } from '../db/state.ts';
import { balanceOf } from '../domain/ledger.ts';
import { gameOf, offerOf } from '../domain/sportsbook/sportsbook-test-steps.ts';
import { appPerTest } from '../testing/test-app.ts';
import { failureOf, logIn } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';

// Issue 36, item 5 (decision 192): a money call sent again with its Idempotency-Key gets its
// first answer and books nothing new; the same key with another body is refused.

const KEY = '5f0c2a8e-2b7d-4c55-9a61-0d7a1c3e9b42';

/** What the customer's money calls have left in the world. */
function books(state: MockState) {
  return {
    tickets: state.db.ticket.count(),
    ledgerEntries: state.db.ledgerEntry.count(),
    balance: balanceOf(state, PERSONAS.demo.userId),
  };
}

/** A slip holding one moneyline of an NBA game in three days, ready to submit for 10.00. */
async function slip(api: ApiClient, state: MockState, index = 0) {
  return slipOf(api, offerOf(gameOf(state, 'NBA', index, 3), 'moneyline-home'));
}

async function slipOf(api: ApiClient, offerId: string) {
  const added = await api.call('wager.addItem', { body: { offerId, wagerAmount: 10 } });
  return { betSlipId: added.slipId, wagerAmount: 10 };
}

describe('Idempotency-Key on money calls', () => {
  const world = appPerTest();

  it('answers a repeat of the same key and body with the first answer and books nothing new', async () => {
    const api = await logIn(world.app, 'demo');
    const body = await slip(api, world.state);
    const before = books(world.state);

    const first = await api.call('wager.submit', { body }, { idempotencyKey: KEY });
    expect(first.isSuccess).toBe(true);
    const booked = books(world.state);
    expect(booked.tickets).toBe(before.tickets + 1);
    expect(booked.ledgerEntries).toBe(before.ledgerEntries + 1);

    const again = await api.call('wager.submit', { body }, { idempotencyKey: KEY });
    expect(again).toEqual(first);
    expect(books(world.state)).toEqual(booked);
    // Without the key the same slip is a new action: refused, as a submitted slip is.
    expect((await api.call('wager.submit', { body })).isSuccess).toBe(false);
    expect(books(world.state)).toEqual(booked);
  });

  it('refuses the same key with another body with a 422 problem, booking nothing', async () => {
    const api = await logIn(world.app, 'demo');
    await api.call('wager.submit', { body: await slip(api, world.state) }, { idempotencyKey: KEY });
    const other = await slip(api, world.state, 1);
    const before = books(world.state);

    const failure = await failureOf(
      api.call('wager.submit', { body: other }, { idempotencyKey: KEY }),
    );
    expect(failure.status).toBe(422);
    expect(failure.problem).toMatchObject({ type: 'about:blank', title: 'Unprocessable Entity' });
    expect(failure.message).toMatch(/Idempotency-Key was already used for another request/);
    expect(books(world.state)).toEqual(before);
    // The same key on another money call is another request too.
    const cashOut = api.call(
      'ticket.cashOut',
      { query: { id: 1, amount: 1 } },
      { idempotencyKey: KEY },
    );
    expect((await failureOf(cashOut)).status).toBe(422);
  });

  it('keeps keys per customer', async () => {
    const demo = await logIn(world.app, 'demo');
    await demo.call(
      'wager.submit',
      { body: await slip(demo, world.state) },
      { idempotencyKey: KEY },
    );
    const basic = await logIn(world.app, 'basic');
    const tickets = world.state.db.ticket.count();

    const placed = await basic.call(
      'wager.submit',
      { body: await slip(basic, world.state, 1) },
      { idempotencyKey: KEY },
    );
    expect(placed.isSuccess).toBe(true);
    expect(world.state.db.ticket.count()).toBe(tickets + 1);
  });

  it('lets a key go after 24 hours of the mock clock, and on reset', async () => {
    const state = world.state;
    let offset = 0;
    const clock = state.now;
    state.now = () => new Date(clock().getTime() + offset);
    const api = await logIn(world.app, 'demo');
    await api.call('wager.submit', { body: await slip(api, state) }, { idempotencyKey: KEY });
    // Picked now: the days of games count from the clock.
    const later = offerOf(gameOf(state, 'NBA', 1, 3), 'moneyline-home');

    offset = IDEMPOTENCY_KEY_TTL_MS - 60_000;
    const late = await logIn(world.app, 'demo'); // the first session has expired by now
    const refused = late.call(
      'wager.submit',
      { body: await slipOf(late, later) },
      {
        idempotencyKey: KEY,
      },
    );
    expect((await failureOf(refused)).status).toBe(422);

    offset = IDEMPOTENCY_KEY_TTL_MS;
    const tickets = state.db.ticket.count();
    const placed = await late.call(
      'wager.submit',
      { body: await slipOf(late, later) },
      { idempotencyKey: KEY },
    );
    expect(placed.isSuccess).toBe(true);
    expect(state.db.ticket.count()).toBe(tickets + 1);

    await mockControl(world.app).reset();
    const fresh = await logIn(world.app, 'demo');
    const afterReset = await fresh.call(
      'wager.submit',
      { body: await slip(fresh, state) },
      { idempotencyKey: KEY },
    );
    expect(afterReset.isSuccess).toBe(true);
  });

  it('answers 400 naming headers.Idempotency-Key for a key that is not 1 to 255 visible characters', async () => {
    const api = await logIn(world.app, 'demo');
    const body = await slip(api, world.state);
    const before = books(world.state);
    for (const key of ['', '""', 'two words', 'é', 'x'.repeat(256)]) {
      const answer = await rawRequest(world.app, {
        method: 'POST',
        url: '/w/api/wager',
        token: api.token,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode, key).toBe(400);
      expect(
        problemOf(answer.json()).errors?.map((e) => e.path),
        key,
      ).toEqual(['headers.Idempotency-Key']);
    }
    expect(books(world.state)).toEqual(before);
    // A bare token (Stripe's style) is the same key as the draft's quoted string.
    const bare = await rawRequest(world.app, {
      method: 'POST',
      url: '/w/api/wager',
      token: api.token,
      headers: { 'content-type': 'application/json', 'idempotency-key': KEY },
      payload: JSON.stringify(body),
    });
    expect(bare.statusCode).toBe(200);
    const quoted = await api.call('wager.submit', { body }, { idempotencyKey: KEY });
    expect(quoted).toEqual(bare.json());
    expect(books(world.state).tickets).toBe(before.tickets + 1);
  });
});

describe("a re-send after a lost answer (lose: 'answer')", () => {
  const world = appPerTest();

  async function listen(app: FastifyInstance): Promise<string> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  }

  async function customer(base: string, userName: PersonaName) {
    let token = '';
    const api = createApiClient({ baseUrl: base, clientId: 'idem-test', getToken: () => token });
    token = (
      await api.call('auth.token', {
        body: { userName, password: PERSONA_PASSWORD, clientId: 'idem-test' },
      })
    ).token;
    return api;
  }

  it('gets the answer the lost one carried, and the bet is booked once', async () => {
    const base = await listen(world.app);
    const api = await customer(base, 'demo');
    const body = await slip(api, world.state);
    const before = books(world.state);

    await mockControl(world.app).injectError({
      endpoint: 'wager.submit',
      lose: 'answer',
      times: 1,
    });
    await expect(api.call('wager.submit', { body }, { idempotencyKey: KEY })).rejects.toThrow(
      /fetch failed|terminated/,
    );
    const booked = books(world.state);
    expect(booked.tickets).toBe(before.tickets + 1);

    const resent = await api.call('wager.submit', { body }, { idempotencyKey: KEY });
    expect(resent.isSuccess).toBe(true);
    expect(resent.accountBalance).toBe(before.balance - 10);
    expect(books(world.state)).toEqual(booked);
  });

  it("lose: 'connection' closes before any byte after booking; the re-send books nothing", async () => {
    const base = await listen(world.app);
    const api = await customer(base, 'demo');
    const body = await slip(api, world.state);
    const before = books(world.state);

    await mockControl(world.app).injectError({
      endpoint: 'wager.submit',
      lose: 'connection',
      times: 1,
    });
    await expect(api.call('wager.submit', { body }, { idempotencyKey: KEY })).rejects.toThrow(
      /fetch failed|terminated|other side closed/,
    );
    const booked = books(world.state);
    expect(booked.tickets).toBe(before.tickets + 1);
    const resent = await api.call('wager.submit', { body }, { idempotencyKey: KEY });
    expect(resent.isSuccess).toBe(true);
    expect(books(world.state)).toEqual(booked);
  });
});
