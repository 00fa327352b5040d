import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockState } from '../db/state.ts';
import { createTestApp } from '../testing/test-app.ts';
import { logIn, type CustomerClient } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';
import { openDay } from '../testing/sportsbook-test-steps.ts';
import { balanceOf } from './ledger.ts';

// The one rule behind every balance: balance = opening + sum of the user's ledger entries, less what
// pending withdrawals reserve (decision 082), whatever happened, and every view of it agrees.
describe('the ledger invariant', () => {
  let app: FastifyInstance;
  let state: MockState;
  let demo: CustomerClient;
  const DEMO = 1001;

  const invariant = () => {
    const user = state.db.user.findFirst({ where: { userId: { equals: DEMO } } });
    const entries = state.db.ledgerEntry.findMany({ where: { userId: { equals: DEMO } } });
    const reserved = state.db.walletRequest
      .findMany({ where: { userId: { equals: DEMO } } })
      .filter((r) => r.type === 'withdraw' && r.requestState === 'Pending' && r.status === 'Active')
      .reduce((total, request) => total + request.amount, 0);
    const sum = entries.reduce((total, entry) => total + entry.amount, user?.openingBalance ?? NaN);
    return Math.round((sum - reserved) * 100) / 100;
  };
  const standing = async () => (await demo.call('account.standing')).balance;

  async function openOffer(): Promise<string> {
    const page = await demo.call('matchup.list', {
      query: { date: openDay(state), page: 1, size: 30 },
    });
    const price = page.items
      .flatMap((m) => m.odds.map((line) => line.homeMoney))
      .find((p) => p !== null);
    if (!price) throw new Error('no open offer');
    return price.offerId;
  }

  async function newSlip(offerId: string): Promise<string> {
    return (await demo.call('wager.addItem', { body: { offerId } })).slipId;
  }

  beforeAll(async () => {
    app = await createTestApp();
    state = app.mockState;
    demo = await logIn(app, 'demo');
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds after a sequence of wagers, a sale, a deposit, a quick game and control credits', async () => {
    const control = mockControl(app);
    expect(await standing()).toBe(1000);
    let expected = 1000;

    const slipId = await newSlip(await openOffer());
    const bet = await demo.call('wager.submit', { body: { betSlipId: slipId, wagerAmount: 40 } });
    expect(bet.accountBalance).toBe((expected -= 40));

    const credit = await control.balance({ userName: 'demo', amount: 12.34 });
    expect(credit.status).toBe(200);
    expected += 12.34;

    const ticket = bet.ticketNumber ?? 0;
    const quote = await demo.call('ticket.cashOutAmount', { params: { ticketNumber: ticket } });
    const sale = await demo.call('ticket.cashOut', {
      query: { id: ticket, amount: quote.amount },
    });
    expect(sale.responseCode).toBe(200);
    expected += quote.amount;

    const qg = await demo.call('quickGame.createTicket', {
      body: {
        MOSID: 1,
        TicketChannel: 'Web',
        LotteryGroupId: 1,
        Amount: 5,
        Items: [{ rowId: 1, betType: 1, betDefinition: '27', betAmount: 5 }],
      },
    });
    expect(qg.ticketId).toBeGreaterThan(0);
    expected -= 5;

    const pending = state.db.walletRequest.findFirst({
      where: {
        userId: { equals: DEMO },
        type: { equals: 'deposit' },
        requestState: { equals: 'Pending' },
      },
    });
    expect(pending).not.toBeNull();
    const decided = await control.decide(pending?.guid ?? '', { decision: 'approve' });
    expect(decided.status).toBe(200);
    expected += pending?.amount ?? 0;

    expected = Math.round(expected * 100) / 100;
    expect(await standing()).toBe(expected);
    expect(balanceOf(state, DEMO)).toBe(expected);
    expect(invariant()).toBe(expected);
    const summary = await demo.call('account.summary', { query: { id: DEMO } });
    expect(summary.currentBalance).toBe(expected);
  });

  it('holds when one slip is submitted twice at once: one ticket, one debit', async () => {
    const before = await standing();
    const entriesBefore = state.db.ledgerEntry.count({ where: { userId: { equals: DEMO } } });
    const slipId = await newSlip(await openOffer());
    const submit = () =>
      demo.call('wager.submit', { body: { betSlipId: slipId, wagerAmount: 25 } });
    const results = await Promise.all([submit(), submit()]);
    expect(results.filter((r) => r.isSuccess)).toHaveLength(1);
    expect(await standing()).toBe(Math.round((before - 25) * 100) / 100);
    expect(state.db.ledgerEntry.count({ where: { userId: { equals: DEMO } } })).toBe(
      entriesBefore + 1,
    );
    expect(invariant()).toBe(await standing());
  });
});
