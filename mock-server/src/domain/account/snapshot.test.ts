import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/personas.ts';
import { postEntry } from '../ledger.ts';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type CustomerClient } from '../../testing/test-client.ts';
import { addTicket, addWalletRequest } from '../../testing/account-test-steps.ts';

const DEMO: number = PERSONAS.demo.userId;
const HOUR = 60 * 60 * 1000;

describe('balances and the account snapshot', () => {
  const world = appPerTest();
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const snapshot = () => demo.call('account.snapshot');
  const balances = async () => ({
    standing: (await demo.call('account.standing')).balance,
    summary: (await demo.call('account.summary', { query: { id: DEMO } })).currentBalance,
    snapshot: (await snapshot()).userInfo.currentBalance,
  });

  it('shows the demo balance of 1000 right after seeding, the same in every view', async () => {
    expect(await balances()).toEqual({ standing: 1000, summary: 1000, snapshot: 1000 });
  });

  it('follows the ledger', async () => {
    postEntry(world.state, {
      userId: DEMO,
      amount: 42.5,
      kind: 'credit',
      reference: 't',
      description: 't',
    });
    expect(await balances()).toEqual({ standing: 1042.5, summary: 1042.5, snapshot: 1042.5 });
  });

  it("answers 404 for another user's summary", async () => {
    const refused = await failureOf(
      demo.call('account.summary', { query: { id: PERSONAS.newbie.userId } }),
    );
    expect(refused.status).toBe(404);
  });

  it("describes the caller and this week's figures", async () => {
    const taken = await snapshot();
    expect(taken.userInfo).toMatchObject({
      userName: 'demo',
      fullName: 'Dana Morales',
      email: 'demo@example.com',
    });
    const figure = await demo.call('account.figure', { query: { week: 0 } });
    expect(taken.figure).toEqual(figure);
  });

  it("lists only the caller's pending, active tickets", async () => {
    addTicket(world.state, { ticketNumber: 990101, userId: DEMO, amount: 15 });
    addTicket(world.state, { ticketNumber: 990102, userId: DEMO, amount: 15, winner: 'Y' });
    addTicket(world.state, { ticketNumber: 990103, userId: DEMO, amount: 15, status: 'C' });
    addTicket(world.state, { ticketNumber: 990104, userId: PERSONAS.newbie.userId, amount: 15 });
    const taken = await snapshot();
    const numbers = taken.pendingTickets.map((ticket) => ticket.ticketNumber);
    expect(numbers).toContain(990101);
    expect(numbers).not.toContain(990102);
    expect(numbers).not.toContain(990103);
    expect(numbers).not.toContain(990104);
    expect(
      taken.pendingTickets.every((ticket) => ticket.winner === 'P' && ticket.status === 'A'),
    ).toBe(true);
  });

  it("lists only the caller's open wallet requests", async () => {
    addWalletRequest(world.state, { guid: 'wr-open', userId: DEMO, requestState: 'Pending' });
    addWalletRequest(world.state, {
      guid: 'wr-cancelled',
      userId: DEMO,
      requestState: 'Pending',
      status: 'Cancelled',
    });
    addWalletRequest(world.state, {
      guid: 'wr-approved',
      userId: DEMO,
      requestState: 'Approved',
    });
    addWalletRequest(world.state, {
      guid: 'wr-other',
      userId: PERSONAS.newbie.userId,
      requestState: 'Pending',
    });
    const taken = await snapshot();
    const guids = taken.walletRequest.map((request) => request.guid);
    expect(guids).toContain('wr-open');
    expect(guids).not.toContain('wr-cancelled');
    expect(guids).not.toContain('wr-approved');
    expect(guids).not.toContain('wr-other');
    expect(taken.walletRequest.every((request) => request.requestState === 'Pending')).toBe(true);
  });

  it('lists bonuses with money left that have not lapsed', async () => {
    const now = world.state.now().getTime();
    const bonus = (bonusId: number, balance: number, expiresInMs: number, userId = DEMO) =>
      world.state.db.bonus.create({
        bonusId,
        userId,
        bonusName: `Bonus ${String(bonusId)}`,
        amount: 20,
        balance,
        expirationDate: new Date(now + expiresInMs).toISOString(),
        isDeposit: true,
      });
    bonus(990201, 20, 48 * HOUR);
    bonus(990202, 0, 48 * HOUR);
    bonus(990203, 20, -2 * HOUR);
    bonus(990204, 20, 48 * HOUR, PERSONAS.newbie.userId);
    const taken = await snapshot();
    const ids = taken.bonusList.map((entry) => entry.bonusId);
    expect(ids).toContain(990201);
    expect(ids).not.toContain(990202);
    expect(ids).not.toContain(990203);
    expect(ids).not.toContain(990204);
  });
});
