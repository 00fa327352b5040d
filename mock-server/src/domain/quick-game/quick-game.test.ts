import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUICK_GAME_BET_TYPES } from '@sportsbook/contracts/rules/quick-game';
import { isoDay } from '../../db/seed/dates.ts';
import { answer, bearer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { QUICK_GAME_NO_BALANCE } from './create-ticket.ts';

let app: FastifyInstance;
let demo: string;

beforeEach(async () => {
  app = await createTestApp();
  demo = await login(app, 'demo');
});
afterEach(async () => {
  await app.close();
});

interface Bet {
  betType: number;
  bet: string;
  amount: number;
}

const ticket = (lotteryGroupId: number, bets: Bet[], amount?: number) => ({
  MOSID: 1,
  TicketChannel: 'Web',
  LotteryGroupId: lotteryGroupId,
  Items: bets.map((bet, index) => ({
    rowId: index + 1,
    betType: bet.betType,
    betDefinition: bet.bet,
    betAmount: bet.amount,
  })),
  Amount: amount ?? bets.reduce((sum, bet) => sum + bet.amount, 0),
});

const post = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/w/api/QGame', headers: bearer(token), payload });

const standing = async (token: string) =>
  answer(
    'account.standing',
    await app.inject({ method: 'GET', url: '/w/api/account/standing', headers: bearer(token) }),
  ).balance;

const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

const ticketList = async (token: string, begindate: string, enddate: string) =>
  answer(
    'quickGame.tickets',
    await app.inject({
      method: 'GET',
      url: `/w/api/QGame/GetTicketList?begindate=${begindate}&enddate=${enddate}`,
      headers: bearer(token),
    }),
  );

describe('quick-game catalogue', () => {
  it('lists the bet types of the shared rules', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/w/api/QGame/GetBetTypeList',
      headers: bearer(demo),
      payload: {},
    });
    expect(answer('quickGame.betTypes', response)).toEqual(QUICK_GAME_BET_TYPES);
  });

  it('lists the lotteries with https logos, the domino lottery as group 4', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/w/api/QGame/GetLotteryList',
      headers: bearer(demo),
      payload: {},
    });
    const lotteries = answer('quickGame.lotteries', response);
    expect(lotteries.length).toBeGreaterThanOrEqual(4);
    expect(lotteries.find((lottery) => lottery.lottGroupId === 4)?.lottGroupName).toBe('Domino');
    for (const lottery of lotteries) expect(lottery.logoUrl).toMatch(/^https:\/\//);
  });

  it('needs a bearer token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/w/api/QGame/GetLotteryList',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('quick-game tickets', () => {
  it("lists the demo's seeded tickets of the last 7 days, newest first", async () => {
    const tickets = await ticketList(demo, daysAgo(7), daysAgo(0));
    expect(tickets.length).toBeGreaterThanOrEqual(3);
    const dates = tickets.map((item) => item.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const older = await ticketList(demo, daysAgo(60), daysAgo(8));
    expect(older.length).toBeGreaterThan(0);
    for (const item of tickets) expect(older.map((o) => o.ticketId)).not.toContain(item.ticketId);
  });

  it('includes both days of the range and nothing of another customer', async () => {
    const created = answer(
      'quickGame.createTicket',
      await post(demo, ticket(2, [{ betType: 1, bet: '27', amount: 5 }])),
    );
    const today = daysAgo(0);
    const sameDay = await ticketList(demo, today, today);
    expect(sameDay[0]).toMatchObject({
      ticketId: created.ticketId,
      itemCount: 1,
      amount: 5,
      lottGroupName: 'Leidsa',
    });
    const newbie = await login(app, 'newbie');
    expect(await ticketList(newbie, daysAgo(30), today)).toEqual([]);
  });
});

describe('placing a quick-game ticket', () => {
  it('debits the ledger, answers the new balance and pushes it', async () => {
    const pushes: number[] = [];
    app.mockState.on('balance', (userName, balance) => {
      if (userName === 'demo') pushes.push(balance);
    });
    const before = await standing(demo);
    const bets = [
      { betType: 1, bet: '27', amount: 10 },
      { betType: 2, bet: '12-45', amount: 2.5 },
      { betType: 7, bet: '07E03', amount: 1 },
    ];
    const created = answer('quickGame.createTicket', await post(demo, ticket(1, bets)));
    expect(created.accountBalance).toBe(before - 13.5);
    expect(await standing(demo)).toBe(before - 13.5);
    expect(pushes).toEqual([before - 13.5]);
  });

  it('takes domino bets on the domino lottery only', async () => {
    const domino = answer(
      'quickGame.createTicket',
      await post(demo, ticket(4, [{ betType: 11, bet: '01-06', amount: 3 }])),
    );
    expect(domino.ticketId).toBeGreaterThan(0);
    const onLeidsa = await post(demo, ticket(2, [{ betType: 11, bet: '01-06', amount: 3 }]));
    expect(onLeidsa.statusCode).toBe(400);
    expect(problemOf(onLeidsa).message).toBe('Type of bet no valid for this lottery.');
    const quinielaOnDomino = await post(demo, ticket(4, [{ betType: 1, bet: '27', amount: 3 }]));
    expect(problemOf(quinielaOnDomino).message).toBe('Type of bet no valid for this lottery.');
  });

  it.each([
    ['27-27', 2, 'There are repeated numbers.'],
    ['12E05', 7, 'Invalid apple.'],
    ['1234', 1, 'Type of bet no valid for this lottery.'],
    ['  ', 1, 'The bet field cannot be empty.'],
  ])('refuses %s with its rule message and takes nothing', async (bet, betType, message) => {
    const before = await standing(demo);
    const response = await post(
      demo,
      ticket(2, [
        { betType: 1, bet: '33', amount: 1 },
        { betType, bet, amount: 2 },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).message).toBe(message);
    expect(await standing(demo)).toBe(before);
  });

  it('refuses a betType that is not the type the bet text matches', async () => {
    const response = await post(demo, ticket(2, [{ betType: 3, bet: '12-45', amount: 1 }]));
    expect(problemOf(response).message).toBe('Type of bet no valid for this lottery.');
  });

  it('refuses an unknown lottery', async () => {
    const response = await post(demo, ticket(99, [{ betType: 1, bet: '27', amount: 1 }]));
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).message).toBe('You must select a lottery.');
  });

  it('refuses an Amount that is not the sum of the bets', async () => {
    const response = await post(demo, ticket(2, [{ betType: 1, bet: '27', amount: 1 }], 5));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a ticket the balance does not cover', async () => {
    const before = await standing(demo);
    const response = await post(demo, ticket(2, [{ betType: 1, bet: '27', amount: before + 1 }]));
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).message).toBe(QUICK_GAME_NO_BALANCE);
    expect(QUICK_GAME_NO_BALANCE).toBe('No tienes balance suficiente para realizar este ticket.');
    expect(await standing(demo)).toBe(before);
  });

  it('is forbidden when quick games are off for the customer', async () => {
    const basic = await login(app, 'basic');
    const response = await post(basic, ticket(2, [{ betType: 1, bet: '27', amount: 1 }]));
    expect(response.statusCode).toBe(403);
    expect(await ticketList(basic, daysAgo(7), daysAgo(0))).toEqual([]);
  });
});
