import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WalletRequestSchema } from '@sportsbook/contracts/schemas/cashier';
import { PERSONAS } from '../db/personas.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';
import { firstBranchGuid } from '../testing/cashier-test-steps.ts';
import { availableCentsOf, bookCentsOf, postEntry, reservedCentsOf } from './ledger.ts';
import { settleEvent } from './sportsbook/settle.ts';
import { gameOf, offerOf, sessionPerTest } from '../testing/sportsbook-test-steps.ts';
import { decideWalletRequest } from './cashier/decide-request.ts';

// Issue 14, defects 2 (money below a cent), 3 (non-finite numbers) and 7 (withdrawals not
// reserved), each with the issue's own reproducer. Bodies are raw JSON text: 1e309 only becomes
// Infinity when the server parses it, and the typed client could not send it.

const DEMO = PERSONAS.demo.userId;
const session = sessionPerTest();

const post = (app: FastifyInstance, token: string, url: string, body: string) =>
  rawRequest(app, {
    method: 'POST',
    url,
    token,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

/** The field paths a 400 problem names (each once); fails when the answer is anything else. */
function refusedPaths(response: Awaited<ReturnType<typeof post>>): string[] {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  return [...new Set((problemOf(response.json()).errors ?? []).map((error) => error.path))];
}

const quickGameTicket = (amount: string) =>
  `{"MOSID":1,"TicketChannel":"Web","LotteryGroupId":1,"Amount":${amount},` +
  `"Items":[{"rowId":1,"betType":1,"betDefinition":"27","betAmount":${amount}}]}`;

describe('defect 2: money below a cent', () => {
  it('refuses a stake of 5.005 on POST /wager and POST /wager/item, naming the field', async () => {
    const { app, api } = session;
    const offerId = offerOf(gameOf(session.state, 'NBA', 0, 3), 'moneyline-home');
    const item = await post(
      app,
      api.token,
      '/w/api/wager/item',
      `{"offerId":"${offerId}","wagerAmount":5.005}`,
    );
    expect(refusedPaths(item)).toContain('body.wagerAmount');
    const wager = await post(
      app,
      api.token,
      '/w/api/wager',
      '{"betSlipId":"x","wagerAmount":5.005}',
    );
    expect(refusedPaths(wager)).toContain('body.wagerAmount');
  });

  it.each(['0.001', '5e-324'])(
    'refuses a quick-game ticket of Amount %s: no free ticket, nothing listed',
    async (amount) => {
      const { app, api, state } = session;
      const ticketsBefore = state.db.quickGameTicket.count();
      const response = await post(app, api.token, '/w/api/QGame', quickGameTicket(amount));
      expect(refusedPaths(response)).toEqual(
        expect.arrayContaining(['body.Amount', 'body.Items.0.betAmount']),
      );
      expect(state.db.quickGameTicket.count()).toBe(ticketsBefore);
    },
  );

  it('settles a won 5.00 stake for exactly stake plus to-win, to the cent', async () => {
    const { api, state } = session;
    const game = gameOf(state, 'NBA', 1, 3);
    const offerId = offerOf(game, 'moneyline-home');
    const slip = await api.call('wager.addItem', { body: { offerId, wagerAmount: 5 } });
    const placed = await api.call('wager.submit', {
      body: { betSlipId: slip.slipId, wagerAmount: 5 },
    });
    const ticketNumber = placed.ticketNumber ?? -1;
    const ticket = await api.call('ticket.get', { params: { id: ticketNumber } });
    const before = bookCentsOf(state, DEMO);
    settleEvent(state, { eventId: game.eventId, awayScore: 90, homeScore: 101 });
    expect(bookCentsOf(state, DEMO) - before).toBe(500 + Math.round(ticket.toWin * 100));
  });
});

describe('defect 3: non-finite numbers', () => {
  it('answers 1e309 as wagerAmount with a 400 on POST /wager/item and POST /wager', async () => {
    const { app, api } = session;
    const offerId = offerOf(gameOf(session.state, 'NBA', 0, 3), 'moneyline-home');
    const item = await post(
      app,
      api.token,
      '/w/api/wager/item',
      `{"offerId":"${offerId}","wagerAmount":1e309}`,
    );
    expect(refusedPaths(item)).toEqual(['body.wagerAmount']);
    const slip = await api.call('wager.addItem', { body: { offerId } });
    const wager = await post(
      app,
      api.token,
      '/w/api/wager',
      `{"betSlipId":"${slip.slipId}","wagerAmount":1e309}`,
    );
    expect(refusedPaths(wager)).toEqual(['body.wagerAmount']);
  });

  it('answers 1e309 as ifWagerAmount with a 400, never a 200 carrying null', async () => {
    const { app, api } = session;
    const offerId = offerOf(gameOf(session.state, 'NBA', 0, 3), 'moneyline-home');
    const item = await post(
      app,
      api.token,
      '/w/api/wager/item',
      `{"offerId":"${offerId}","wagerAmount":10,"ifWagerAmount":1e309}`,
    );
    expect(refusedPaths(item)).toEqual(['body.ifWagerAmount']);
    const wager = await post(
      app,
      api.token,
      '/w/api/wager',
      '{"betSlipId":"x","wagerAmount":10,"ifWagerAmount":1e309}',
    );
    expect(refusedPaths(wager)).toEqual(['body.ifWagerAmount']);
  });

  it('refuses Infinity in every other money field: withdrawals, quick games, cash-out', async () => {
    const { app, api } = session;
    const withdraw = await post(
      app,
      api.token,
      '/w/api/cashier/withdraw/request',
      `{"type":"withdraw","method":"LocalBranch","branchGuid":"${firstBranchGuid(session.state)}","amount":1e309}`,
    );
    expect(refusedPaths(withdraw)).toEqual(['body.amount']);
    const quickGame = await post(app, api.token, '/w/api/QGame', quickGameTicket('1e309'));
    expect(refusedPaths(quickGame)).toContain('body.Amount');
    const cashOut = await rawRequest(app, {
      method: 'POST',
      url: '/w/api/ticket/OnlineCashOut?id=1&amount=1e309',
      token: api.token,
    });
    expect(refusedPaths(cashOut)).toEqual(['query.amount']);
  });
});

describe('defect 7: pending withdrawals reserve their amount', () => {
  it('accepts only what the balance covers out of 20 concurrent withdrawals of 291 against 970', async () => {
    const { app, api, state } = session;
    // demo is shown 1,000.00: a debit brings it to the 970.
    postEntry(state, {
      userId: DEMO,
      amount: -30,
      kind: 'debit',
      reference: 'ADJ-test',
      description: 'Manual adjustment',
    });
    expect(availableCentsOf(state, DEMO)).toBe(97_000);
    const body = JSON.stringify({
      type: 'withdraw',
      method: 'LocalBranch',
      branchGuid: firstBranchGuid(state),
      amount: 291,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(app, api.token, '/w/api/cashier/withdraw/request', body),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    // demo's minimum amount is 5.00: 970 - 5 covers three of 291 (873), not a fourth.
    expect(accepted).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(17);
    expect((await api.call('account.standing')).balance).toBe(97);
    const snapshot = await api.call('account.snapshot');
    expect(snapshot.userInfo.currentBalance).toBe(97);

    // The reserved amounts stay covered: every accepted one can be approved.
    const reserved = reservedCentsOf(state, DEMO);
    expect(reserved).toBeLessThanOrEqual(bookCentsOf(state, DEMO));
    for (const answer of accepted) {
      const { guid } = WalletRequestSchema.parse(answer.json());
      expect(decideWalletRequest(state, guid, 'approve').requestState).toBe('Approved');
    }
    expect(availableCentsOf(state, DEMO)).toBe(9_700);
    expect(bookCentsOf(state, DEMO)).toBeGreaterThanOrEqual(0);
  });

  it('leaves the reserved amount out of what wagers and quick games can stake', async () => {
    const { app, api, state } = session;
    const body = JSON.stringify({
      type: 'withdraw',
      method: 'LocalBranch',
      branchGuid: firstBranchGuid(state),
      amount: 990,
    });
    expect((await post(app, api.token, '/w/api/cashier/withdraw/request', body)).statusCode).toBe(
      200,
    );
    // 10.00 left to stake: a quick game of 20 is refused, one of 10 goes through.
    const tooMuch = await post(app, api.token, '/w/api/QGame', quickGameTicket('20'));
    expect(tooMuch.statusCode).toBe(400);
    const enough = await post(app, api.token, '/w/api/QGame', quickGameTicket('10'));
    expect(enough.statusCode).toBe(200);
    expect(availableCentsOf(state, DEMO)).toBe(0);
  });
});
