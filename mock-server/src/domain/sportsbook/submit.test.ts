import { toWin } from '@sportsbook/contracts/rules/odds';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/personas.ts';
import { failureOf, logIn } from '../../testing/test-client.ts';
import { balanceOf } from '../ledger.ts';
import {
  addItem,
  gameOf,
  getTicket,
  offerOf,
  sessionPerTest,
  slipWith,
  submit,
} from '../../testing/sportsbook-test-steps.ts';

const session = sessionPerTest();
const demo: number = PERSONAS.demo.userId;

const straight = () =>
  slipWith(session.api, [offerOf(gameOf(session.state, 'NBA'), 'moneyline-home')]);
const ledgerOf = (userId: number) =>
  session.state.db.ledgerEntry.getAll().filter((e) => e.userId === userId);

describe('POST /wager', () => {
  it('places the slip as a ticket, debits the stake and answers the new balance', async () => {
    const slip = await slipWith(session.api, [
      offerOf(gameOf(session.state, 'NBA'), 'moneyline-home'),
      offerOf(gameOf(session.state, 'NHL'), 'total-under'),
    ]);
    const before = balanceOf(session.state, demo);
    const placed = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 25 });
    expect(placed).toMatchObject({ isSuccess: true, error: [], accountBalance: before - 25 });
    expect(balanceOf(session.state, demo)).toBe(before - 25);
    const debit = ledgerOf(demo).at(-1);
    expect(debit).toMatchObject({
      amount: -25,
      kind: 'wager',
      reference: String(placed.ticketNumber),
    });
    const ticket = await getTicket(session.api, placed.ticketNumber ?? 0);
    expect(ticket).toMatchObject({
      ticketName: 'Parlay',
      amount: 25,
      winner: 'P',
      status: 'A',
      hasIf: false,
    });
    expect(ticket.toWin).toBe(
      toWin(
        25,
        slip.items.map((i) => i.price),
      ),
    );
    expect(ticket.toPaid).toBe(25 + ticket.toWin);
    expect(ticket.items.map((i) => i.teamName)).toEqual(slip.items.map((i) => i.teamName));
  });

  it('submits a slip at most once, even when two submits race', async () => {
    const slip = await straight();
    const before = ledgerOf(demo).length;
    const tickets = session.state.db.ticket.count();
    const answers = await Promise.all([
      submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10 }),
      submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10 }),
    ]);
    expect(answers.filter((r) => r.isSuccess)).toHaveLength(1);
    expect(answers.find((r) => !r.isSuccess)?.error[0]?.ruleDesc).toBe(
      'This bet slip has already been placed.',
    );
    expect(session.state.db.ticket.count()).toBe(tickets + 1);
    expect(ledgerOf(demo).length).toBe(before + 1);
    const third = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10 });
    expect(third).toMatchObject({ isSuccess: false, ticketNumber: null });
  });

  it('refuses amounts outside the customer limits and above the balance', async () => {
    const slip = await straight();
    const below = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 4 });
    expect(below).toMatchObject({ isSuccess: false, ticketNumber: null, accountBalance: 1000 });
    expect(below.error[0]?.ruleDesc).toBe('The minimum wager amount is 5.00');
    const above = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 6000 });
    expect(above.error.map((e) => e.ruleDesc)).toEqual([
      'The maximum wager amount is 5000.00',
      'Insufficient balance',
    ]);
    const broke = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 1000.01 });
    expect(broke.error.map((e) => e.ruleDesc)).toEqual(['Insufficient balance']);
    expect(balanceOf(session.state, demo)).toBe(1000);
  });

  it('refuses an if amount above the first bet win, and places a valid if bet', async () => {
    const slip = await slipWith(session.api, [
      offerOf(gameOf(session.state, 'NFL'), 'spread-home'),
    ]);
    const withIf = await addItem(session.api, {
      offerId: offerOf(gameOf(session.state, 'NBA'), 'total-over'),
      betSlipId: slip.slipId,
      isIf: true,
    });
    const win = toWin(40, [withIf.items[0]?.price ?? 0]);
    const tooMuch = await submit(session.api, {
      betSlipId: slip.slipId,
      wagerAmount: 40,
      ifWagerAmount: win + 1,
    });
    expect(tooMuch.error[0]?.ruleDesc).toBe(
      'The if-bet amount cannot be greater than the amount to win.',
    );
    const placed = await submit(session.api, {
      betSlipId: slip.slipId,
      wagerAmount: 40,
      ifWagerAmount: win,
    });
    expect(placed.isSuccess).toBe(true);
    const ticket = await getTicket(session.api, placed.ticketNumber ?? 0);
    expect(ticket).toMatchObject({ ticketName: 'If Bet', hasIf: true, amount: 40, ifAmount: win });
    expect(balanceOf(session.state, demo)).toBe(960);
  });

  it('refuses a slip whose game has started since the pick', async () => {
    const game = gameOf(session.state, 'MLB');
    const slip = await slipWith(session.api, [offerOf(game, 'moneyline-away')]);
    session.state.db.matchup.update({
      where: { eventId: { equals: game.eventId } },
      data: { state: 'Started' },
    });
    const refused = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10 });
    expect(refused.error[0]?.ruleDesc).toBe(`The event ${game.eventName} has already started.`);
  });

  it('refuses a teaser with too few teams', async () => {
    const slip = await slipWith(
      session.api,
      [offerOf(gameOf(session.state, 'NFL'), 'spread-away')],
      { teaserId: 1 },
    );
    const refused = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10 });
    expect(refused.error[0]?.ruleDesc).toBe('The teaser 6 Point Football needs at least 2 teams.');
  });

  it('pays with a bonus: the bonus balance pays the stake, the ledger is untouched', async () => {
    session.state.db.bonus.create({
      bonusId: 9901,
      userId: demo,
      bonusName: 'Welcome',
      amount: 20,
      balance: 20,
      expirationDate: new Date(session.state.now().getTime() + 86_400_000 * 5).toISOString(),
      isDeposit: true,
    });
    const slip = await straight();
    const wrong = await submit(session.api, {
      betSlipId: slip.slipId,
      wagerAmount: 20,
      paymentMethod: 'Bonus',
      authorizationNumber: '424242',
    });
    expect(wrong.error[0]?.ruleDesc).toBe('The bonus is not available.');
    const placed = await submit(session.api, {
      betSlipId: slip.slipId,
      wagerAmount: 20,
      paymentMethod: 'Bonus',
      authorizationNumber: '9901',
    });
    expect(placed).toMatchObject({ isSuccess: true, accountBalance: 1000 });
    expect(
      session.state.db.bonus.findFirst({ where: { bonusId: { equals: 9901 } } })?.balance,
    ).toBe(0);
    const ticket = await getTicket(session.api, placed.ticketNumber ?? 0);
    expect(ticket.toPaid).toBe(ticket.toWin);
  });

  it('refuses an empty slip and answers 404 for another customer slip', async () => {
    const slip = await straight();
    await session.api.call('wager.removeItem', {
      params: { slipId: slip.slipId },
      query: { itemId: slip.items[0]?.id ?? 0 },
    });
    const empty = await submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10 });
    expect(empty.error[0]?.ruleDesc).toBe('The bet slip is empty.');
    const basic = await logIn(session.app, 'basic');
    const refused = await failureOf(submit(basic, { betSlipId: slip.slipId, wagerAmount: 10 }));
    expect(refused.status).toBe(404);
  });

  it('answers 400 for a bonus payment without the bonus id', async () => {
    const slip = await straight();
    const refused = await failureOf(
      submit(session.api, { betSlipId: slip.slipId, wagerAmount: 10, paymentMethod: 'Bonus' }),
    );
    expect(refused.status).toBe(400);
  });
});
