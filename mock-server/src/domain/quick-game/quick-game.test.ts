import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import { QUICK_GAME_BET_TYPES } from '@sportsbook/contracts/rules/quick-game';
import { isoDay } from '../../db/dates.ts';
import { appPerTest } from '../../testing/test-app.ts';
import {
  failureOf,
  logIn,
  testClient,
  type BodyOf,
  type CustomerClient,
} from '../../testing/test-client.ts';
import { QUICK_GAME_NO_BALANCE } from './create-ticket.ts';

const world = appPerTest();
let demo: CustomerClient;

beforeEach(async () => {
  demo = await logIn(world.app, 'demo');
});

interface Bet {
  betType: number;
  bet: string;
  amount: number;
}

const ticket = (
  lotteryGroupId: number,
  bets: Bet[],
  amount?: number,
): BodyOf<'quickGame.createTicket'> => ({
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

const post = (api: ApiClient, body: BodyOf<'quickGame.createTicket'>) =>
  api.call('quickGame.createTicket', { body });

const standing = async (api: ApiClient) => (await api.call('account.standing')).balance;

const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

const ticketList = (api: ApiClient, begindate: string, enddate: string) =>
  api.call('quickGame.tickets', { query: { begindate, enddate } });

describe('quick-game catalogue', () => {
  it('lists the bet types of the shared rules', async () => {
    expect(await demo.call('quickGame.betTypes', { body: {} })).toEqual(QUICK_GAME_BET_TYPES);
  });

  it('lists the lotteries with the logos the server holds, the domino lottery as group 4', async () => {
    const lotteries = await demo.call('quickGame.lotteries', { body: {} });
    expect(lotteries.length).toBeGreaterThanOrEqual(4);
    expect(lotteries.find((lottery) => lottery.lottGroupId === 4)?.lottGroupName).toBe('Domino');
    for (const lottery of lotteries) {
      expect(lottery.logoUrl).toMatch(/^\/w\/api\/FileUploader\/files\/logo-lottery-[a-z-]+\.svg$/);
    }
  });

  it('needs a bearer token', async () => {
    const anonymous = testClient(world.app);
    expect((await failureOf(anonymous.call('quickGame.lotteries', { body: {} }))).status).toBe(401);
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
    const created = await post(demo, ticket(2, [{ betType: 1, bet: '27', amount: 5 }]));
    const today = daysAgo(0);
    const sameDay = await ticketList(demo, today, today);
    expect(sameDay[0]).toMatchObject({
      ticketId: created.ticketId,
      itemCount: 1,
      amount: 5,
      lottGroupName: 'Leidsa',
    });
    const newbie = await logIn(world.app, 'newbie');
    expect(await ticketList(newbie, daysAgo(30), today)).toEqual([]);
  });
});

describe('placing a quick-game ticket', () => {
  it('debits the ledger, answers the new balance and pushes it', async () => {
    const pushes: number[] = [];
    world.state.on('balance', (userName, balance) => {
      if (userName === 'demo') pushes.push(balance);
    });
    const before = await standing(demo);
    const bets = [
      { betType: 1, bet: '27', amount: 10 },
      { betType: 2, bet: '12-45', amount: 2.5 },
      { betType: 7, bet: '07E03', amount: 1 },
    ];
    const created = await post(demo, ticket(1, bets));
    expect(created.accountBalance).toBe(before - 13.5);
    expect(await standing(demo)).toBe(before - 13.5);
    expect(pushes).toEqual([before - 13.5]);
  });

  it('takes domino bets on the domino lottery only', async () => {
    const domino = await post(demo, ticket(4, [{ betType: 11, bet: '01-06', amount: 3 }]));
    expect(domino.ticketId).toBeGreaterThan(0);
    const onLeidsa = await failureOf(
      post(demo, ticket(2, [{ betType: 11, bet: '01-06', amount: 3 }])),
    );
    expect(onLeidsa).toMatchObject({
      status: 400,
      message: 'Type of bet no valid for this lottery.',
    });
    const quinielaOnDomino = await failureOf(
      post(demo, ticket(4, [{ betType: 1, bet: '27', amount: 3 }])),
    );
    expect(quinielaOnDomino.message).toBe('Type of bet no valid for this lottery.');
  });

  it.each([
    ['27-27', 2, 'There are repeated numbers.'],
    ['12E05', 7, 'Invalid apple.'],
    ['1234', 1, 'Type of bet no valid for this lottery.'],
    ['  ', 1, 'The bet field cannot be empty.'],
  ])('refuses %s with its rule message and takes nothing', async (bet, betType, message) => {
    const before = await standing(demo);
    const refused = await failureOf(
      post(
        demo,
        ticket(2, [
          { betType: 1, bet: '33', amount: 1 },
          { betType, bet, amount: 2 },
        ]),
      ),
    );
    expect(refused).toMatchObject({ status: 400, message });
    expect(await standing(demo)).toBe(before);
  });

  it('refuses a betType that is not the type the bet text matches', async () => {
    const refused = await failureOf(
      post(demo, ticket(2, [{ betType: 3, bet: '12-45', amount: 1 }])),
    );
    expect(refused.message).toBe('Type of bet no valid for this lottery.');
  });

  it('refuses an unknown lottery', async () => {
    const refused = await failureOf(post(demo, ticket(99, [{ betType: 1, bet: '27', amount: 1 }])));
    expect(refused).toMatchObject({ status: 400, message: 'You must select a lottery.' });
  });

  it('refuses an Amount that is not the sum of the bets', async () => {
    const refused = await failureOf(
      post(demo, ticket(2, [{ betType: 1, bet: '27', amount: 1 }], 5)),
    );
    expect(refused.status).toBe(400);
  });

  it('refuses a ticket the balance does not cover', async () => {
    const before = await standing(demo);
    const refused = await failureOf(
      post(demo, ticket(2, [{ betType: 1, bet: '27', amount: before + 1 }])),
    );
    expect(refused).toMatchObject({ status: 400, message: QUICK_GAME_NO_BALANCE });
    expect(QUICK_GAME_NO_BALANCE).toBe('No tienes balance suficiente para realizar este ticket.');
    expect(await standing(demo)).toBe(before);
  });

  it('is forbidden when quick games are off for the customer', async () => {
    const basic = await logIn(world.app, 'basic');
    const refused = await failureOf(post(basic, ticket(2, [{ betType: 1, bet: '27', amount: 1 }])));
    expect(refused.status).toBe(403);
    expect(await ticketList(basic, daysAgo(7), daysAgo(0))).toEqual([]);
  });
});
