import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, ApiError } from '@sportsbook/contracts/client';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { gameOf, offerOf } from '../testing/sportsbook-test-steps.ts';
import { createMockHandlers, delayNext, faultTable, loseNext } from './handlers.ts';

const BASE = 'http://mock.test';

describe('the same domain behind MSW handlers', () => {
  const { handlers, state } = createMockHandlers({ baseUrl: BASE });
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
  });

  let token = '';
  const api = createApiClient({ baseUrl: BASE, clientId: 'msw-test', getToken: () => token });

  it('logs in and reads the ledger balance through the typed client', async () => {
    token = (
      await api.call('auth.token', {
        body: { userName: 'demo', password: PERSONA_PASSWORD, clientId: 'msw-test' },
      })
    ).token;
    await expect(api.call('account.standing')).resolves.toEqual({ balance: 1000 });
  });

  it('refuses a forged token with 401 and bad input with 400 field paths', async () => {
    const anonymous = createApiClient({ baseUrl: BASE, clientId: 'x', getToken: () => 'forged' });
    await expect(anonymous.call('account.standing')).rejects.toMatchObject({ status: 401 });
    const error = await api
      .call('account.figure', { query: { week: 'abc' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError ? error.problem?.errors?.map((e) => e.path) : []).toContain(
      'query.week',
    );
  });

  it('shares its state with the caller, so stories can arrange data', async () => {
    state.scenario.regionBlocked = true;
    await expect(api.call('reference.validateAccess')).resolves.toEqual({ wafAction: 'Block' });
    state.scenario.regionBlocked = false;
  });

  it('uploads a file and serves it back', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
    const file = new File([png], 'proof.png', { type: 'image/png' });
    const { fileName } = await api.call('files.saveDocument', {
      query: { documentTypeId: 4 },
      body: { file },
    });
    const response = await fetch(
      `${BASE}/w/api/FileUploader/files/${encodeURIComponent(fileName)}`,
    );
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  describe('faults of single endpoints (issue 24)', () => {
    const stake = { wagerAmount: 10 };
    const slip = async (index: number) => {
      const offerId = offerOf(gameOf(state, 'NBA', index, 3), 'moneyline-home');
      const added = await api.call('wager.addItem', { body: { offerId, ...stake } });
      return { betSlipId: added.slipId, ...stake };
    };
    const books = async () => ({
      balance: (await api.call('account.standing')).balance,
      tickets: state.db.ticket.count(),
      ledgerEntries: state.db.ledgerEntry.count(),
    });

    it("loseNext 'answer' runs the call, then fails the fetch with a network error", async () => {
      const body = await slip(0);
      const before = await books();
      loseNext(state, 'wager.submit', 'answer');
      await expect(api.call('wager.submit', { body })).rejects.toThrow(TypeError);
      expect(await books()).toEqual({
        balance: before.balance - 10,
        tickets: before.tickets + 1,
        ledgerEntries: before.ledgerEntries + 1,
      });
      expect(faultTable(state)).toEqual({});
    });

    it("loseNext 'request' fails the fetch without running the call", async () => {
      const body = await slip(1);
      const before = await books();
      loseNext(state, 'wager.submit', 'request');
      await expect(api.call('wager.submit', { body })).rejects.toThrow(TypeError);
      expect(await books()).toEqual(before);
      await expect(api.call('wager.submit', { body })).resolves.toMatchObject({ isSuccess: true });
    });

    it('delayNext commits at once and answers after the delay', async () => {
      const body = await slip(2);
      const before = await books();
      delayNext(state, 'wager.submit', 200);
      const started = performance.now();
      const answer = api.call('wager.submit', { body });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(state.db.ticket.count()).toBe(before.tickets + 1);
      await expect(answer).resolves.toMatchObject({ isSuccess: true });
      expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    });
  });
});
