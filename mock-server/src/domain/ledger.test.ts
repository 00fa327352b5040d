import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockState } from '../db/state.ts';
import { answer, bearer, createTestApp, login } from '../testing/test-app.ts';
import { balanceOf } from './ledger.ts';

// The one rule behind every balance: balance = opening + sum of the user's ledger entries, whatever
// happened, and every view of the balance agrees with it.
describe('the ledger invariant', () => {
  let app: FastifyInstance;
  let state: MockState;
  let auth: Record<string, string>;
  const DEMO = 1001;

  const invariant = () => {
    const user = state.db.user.findFirst({ where: { userId: { equals: DEMO } } });
    const entries = state.db.ledgerEntry.findMany({ where: { userId: { equals: DEMO } } });
    const sum = entries.reduce((total, entry) => total + entry.amount, user?.openingBalance ?? NaN);
    return Math.round(sum * 100) / 100;
  };
  const standing = async () =>
    answer('account.standing', await app.inject({ url: '/w/api/account/standing', headers: auth }))
      .balance;

  async function openOffer(): Promise<string> {
    const page = answer(
      'matchup.list',
      await app.inject({ url: '/w/api/matchup?page=1&size=30', headers: auth }),
    );
    const price = page.items
      .flatMap((m) => m.odds.map((line) => line.homeMoney))
      .find((p) => p !== null);
    if (!price) throw new Error('no open offer');
    return price.offerId;
  }

  async function newSlip(offerId: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/w/api/wager/item',
      headers: auth,
      payload: { offerId },
    });
    return answer('wager.addItem', response).slipId;
  }

  beforeAll(async () => {
    app = await createTestApp();
    state = app.mockState;
    auth = bearer(await login(app, 'demo'));
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds after a sequence of wagers, a sale, a deposit, a quick game and control credits', async () => {
    expect(await standing()).toBe(1000);
    let expected = 1000;

    const slipId = await newSlip(await openOffer());
    const bet = await app.inject({
      method: 'POST',
      url: '/w/api/wager',
      headers: auth,
      payload: { betSlipId: slipId, wagerAmount: 40 },
    });
    expect(answer('wager.submit', bet).accountBalance).toBe((expected -= 40));

    const credit = await app.inject({
      method: 'POST',
      url: '/__mock/balance',
      payload: { userName: 'demo', amount: 12.34 },
    });
    expect(credit.statusCode).toBe(200);
    expected += 12.34;

    const ticket = answer('wager.submit', bet).ticketNumber ?? 0;
    const quote = answer(
      'ticket.cashOutAmount',
      await app.inject({ url: `/w/api/ticket/GetCashOutAmount/${ticket}`, headers: auth }),
    );
    const sale = await app.inject({
      method: 'POST',
      url: `/w/api/ticket/OnlineCashOut?id=${ticket}&amount=${quote.amount}`,
      headers: auth,
    });
    expect(answer('ticket.cashOut', sale).responseCode).toBe(200);
    expected += quote.amount;

    const qg = await app.inject({
      method: 'POST',
      url: '/w/api/QGame',
      headers: auth,
      payload: {
        MOSID: 1,
        TicketChannel: 'Web',
        LotteryGroupId: 1,
        Amount: 5,
        Items: [{ rowId: 1, betType: 1, betDefinition: '27', betAmount: 5 }],
      },
    });
    expect(qg.statusCode).toBe(200);
    expected -= 5;

    const pending = state.db.walletRequest.findFirst({
      where: {
        userId: { equals: DEMO },
        type: { equals: 'deposit' },
        requestState: { equals: 'Pending' },
      },
    });
    expect(pending).not.toBeNull();
    const decided = await app.inject({
      method: 'POST',
      url: `/__mock/wallet-requests/${pending?.guid ?? ''}/decision`,
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    expected += pending?.amount ?? 0;

    expected = Math.round(expected * 100) / 100;
    expect(await standing()).toBe(expected);
    expect(balanceOf(state, DEMO)).toBe(expected);
    expect(invariant()).toBe(expected);
    const summary = answer(
      'account.summary',
      await app.inject({ url: `/w/api/Account/GetAccountSumary?id=${DEMO}`, headers: auth }),
    );
    expect(summary.currentBalance).toBe(expected);
  });

  it('holds when one slip is submitted twice at once: one ticket, one debit', async () => {
    const before = await standing();
    const entriesBefore = state.db.ledgerEntry.count({ where: { userId: { equals: DEMO } } });
    const slipId = await newSlip(await openOffer());
    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/w/api/wager',
        headers: auth,
        payload: { betSlipId: slipId, wagerAmount: 25 },
      });
    const results = (await Promise.all([submit(), submit()])).map((r) => answer('wager.submit', r));
    expect(results.filter((r) => r.isSuccess)).toHaveLength(1);
    expect(await standing()).toBe(Math.round((before - 25) * 100) / 100);
    expect(state.db.ledgerEntry.count({ where: { userId: { equals: DEMO } } })).toBe(
      entriesBefore + 1,
    );
    expect(invariant()).toBe(await standing());
  });
});
