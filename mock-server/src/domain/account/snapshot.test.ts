import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERSONAS } from '../../db/personas.ts';
import { postEntry } from '../ledger.ts';
import { answer, createTestApp, login } from '../../testing/test-app.ts';
import { addTicket, addWalletRequest, call } from './account-test-kit.ts';

const DEMO: number = PERSONAS.demo.userId;
const HOUR = 60 * 60 * 1000;

describe('balances and the account snapshot', () => {
  let app: FastifyInstance;
  let token: string;
  beforeEach(async () => {
    app = await createTestApp();
    token = await login(app, 'demo');
  });
  afterEach(async () => {
    await app.close();
  });

  const balances = async () => ({
    standing: answer('account.standing', await call(app, 'GET', '/account/standing', { token }))
      .balance,
    summary: answer(
      'account.summary',
      await call(app, 'GET', `/Account/GetAccountSumary?id=${DEMO}`, { token }),
    ).currentBalance,
    snapshot: answer('account.snapshot', await call(app, 'GET', '/account/snapshot', { token }))
      .userInfo.currentBalance,
  });

  it('shows the demo balance of 1000 right after seeding, the same in every view', async () => {
    expect(await balances()).toEqual({ standing: 1000, summary: 1000, snapshot: 1000 });
  });

  it('follows the ledger', async () => {
    postEntry(app.mockState, {
      userId: DEMO,
      amount: 42.5,
      kind: 'credit',
      reference: 't',
      description: 't',
    });
    expect(await balances()).toEqual({ standing: 1042.5, summary: 1042.5, snapshot: 1042.5 });
  });

  it("answers 404 for another user's summary", async () => {
    const response = await call(
      app,
      'GET',
      `/Account/GetAccountSumary?id=${PERSONAS.newbie.userId}`,
      { token },
    );
    expect(response.statusCode).toBe(404);
  });

  it("describes the caller and this week's figures", async () => {
    const snapshot = answer(
      'account.snapshot',
      await call(app, 'GET', '/account/snapshot', { token }),
    );
    expect(snapshot.userInfo).toMatchObject({
      userName: 'demo',
      fullName: 'Dana Morales',
      email: 'demo@example.com',
    });
    const figure = answer(
      'account.figure',
      await call(app, 'GET', '/account/figure?week=0', { token }),
    );
    expect(snapshot.figure).toEqual(figure);
  });

  it("lists only the caller's pending, active tickets", async () => {
    addTicket(app.mockState, { ticketNumber: 990101, userId: DEMO, amount: 15 });
    addTicket(app.mockState, { ticketNumber: 990102, userId: DEMO, amount: 15, winner: 'Y' });
    addTicket(app.mockState, { ticketNumber: 990103, userId: DEMO, amount: 15, status: 'C' });
    addTicket(app.mockState, { ticketNumber: 990104, userId: PERSONAS.newbie.userId, amount: 15 });
    const snapshot = answer(
      'account.snapshot',
      await call(app, 'GET', '/account/snapshot', { token }),
    );
    const numbers = snapshot.pendingTickets.map((ticket) => ticket.ticketNumber);
    expect(numbers).toContain(990101);
    expect(numbers).not.toContain(990102);
    expect(numbers).not.toContain(990103);
    expect(numbers).not.toContain(990104);
    expect(
      snapshot.pendingTickets.every((ticket) => ticket.winner === 'P' && ticket.status === 'A'),
    ).toBe(true);
  });

  it("lists only the caller's open wallet requests", async () => {
    addWalletRequest(app.mockState, { guid: 'wr-open', userId: DEMO, requestState: 'Pending' });
    addWalletRequest(app.mockState, {
      guid: 'wr-cancelled',
      userId: DEMO,
      requestState: 'Pending',
      status: 'Cancelled',
    });
    addWalletRequest(app.mockState, {
      guid: 'wr-approved',
      userId: DEMO,
      requestState: 'Approved',
    });
    addWalletRequest(app.mockState, {
      guid: 'wr-other',
      userId: PERSONAS.newbie.userId,
      requestState: 'Pending',
    });
    const snapshot = answer(
      'account.snapshot',
      await call(app, 'GET', '/account/snapshot', { token }),
    );
    const guids = snapshot.walletRequest.map((request) => request.guid);
    expect(guids).toContain('wr-open');
    expect(guids).not.toContain('wr-cancelled');
    expect(guids).not.toContain('wr-approved');
    expect(guids).not.toContain('wr-other');
    expect(snapshot.walletRequest.every((request) => request.requestState === 'Pending')).toBe(
      true,
    );
  });

  it('lists bonuses with money left that have not lapsed', async () => {
    const now = app.mockState.now().getTime();
    const bonus = (bonusId: number, balance: number, expiresInMs: number, userId = DEMO) =>
      app.mockState.db.bonus.create({
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
    const snapshot = answer(
      'account.snapshot',
      await call(app, 'GET', '/account/snapshot', { token }),
    );
    const ids = snapshot.bonusList.map((entry) => entry.bonusId);
    expect(ids).toContain(990201);
    expect(ids).not.toContain(990202);
    expect(ids).not.toContain(990203);
    expect(ids).not.toContain(990204);
  });
});
