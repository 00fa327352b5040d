import { toWin } from '@sportsbook/contracts/rules/odds';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/personas.ts';
import { DomainError } from '../errors.ts';
import { balanceOf } from '../ledger.ts';
import type { MatchupRecord } from './records.ts';
import { settleEvent } from './settle.ts';
import {
  addItem,
  gameOf,
  getTicket,
  offerOf,
  sessionPerTest,
  slipWith,
  submit,
} from '../../testing/sportsbook-test-steps.ts';

// The seeded tickets sit on games of the first two days: these tests bet on the last day's games.
const FREE_DAY = 3;
const session = sessionPerTest();
const demo: number = PERSONAS.demo.userId;

async function place(
  offerIds: string[],
  wagerAmount: number,
  extra: { teaserId?: number; ifOffer?: string; ifWagerAmount?: number } = {},
) {
  const slip = await slipWith(
    session.api,
    offerIds,
    extra.teaserId ? { teaserId: extra.teaserId } : {},
  );
  if (extra.ifOffer)
    await addItem(session.api, { offerId: extra.ifOffer, betSlipId: slip.slipId, isIf: true });
  const placed = await submit(session.api, {
    betSlipId: slip.slipId,
    wagerAmount,
    ifWagerAmount: extra.ifWagerAmount ?? 0,
  });
  if (!placed.ticketNumber) throw new Error(JSON.stringify(placed.error));
  return placed.ticketNumber;
}

const ticket = (ticketNumber: number) => getTicket(session.api, ticketNumber);
const priceOf = (offerId: string) =>
  session.state.db.offer.getAll().find((o) => o.offerId === offerId)?.price ?? 0;
const pointsOf = (offerId: string) =>
  session.state.db.offer.getAll().find((o) => o.offerId === offerId)?.points ?? 0;
/** Final scores [away, home] where the home side wins by `margin`. */
const homeWins = (margin: number): [number, number] => [10, 10 + margin];
const settle = (game: MatchupRecord, [awayScore, homeScore]: [number, number]) =>
  settleEvent(session.state, { eventId: game.eventId, awayScore, homeScore });

describe('settleEvent', () => {
  it('marks the event final and pays a winning straight its stake plus win', async () => {
    const game = gameOf(session.state, 'NBA', 2, FREE_DAY);
    const offerId = offerOf(game, 'moneyline-home');
    const number = await place([offerId], 30);
    const before = balanceOf(session.state, demo);
    const result = settle(game, homeWins(7));
    expect(result).toEqual({ eventId: game.eventId, gradedTickets: [number] });
    const win = toWin(30, [priceOf(offerId)]);
    expect(balanceOf(session.state, demo)).toBe(before + 30 + win);
    expect(await ticket(number)).toMatchObject({ winner: 'Y', toPaid: 30 + win });
    const matchup = session.state.db.matchup.findFirst({
      where: { eventId: { equals: game.eventId } },
    });
    expect(matchup).toMatchObject({ state: 'Final', awayScore: 10, homeScore: 17 });
  });

  it('grades a loser without paying, and refunds a push', async () => {
    const [a, b] = [
      gameOf(session.state, 'NBA', 0, FREE_DAY),
      gameOf(session.state, 'NBA', 1, FREE_DAY),
    ];
    const loser = await place([offerOf(a, 'moneyline-away')], 20);
    const push = await place([offerOf(b, 'moneyline-home')], 10);
    const before = balanceOf(session.state, demo);
    settle(a, homeWins(3));
    settle(b, [101, 101]);
    expect(await ticket(loser)).toMatchObject({ winner: 'L', toPaid: 0 });
    expect((await ticket(loser)).items[0]?.winnerRow).toBe('L');
    expect(await ticket(push)).toMatchObject({ winner: 'X', toPaid: 10 });
    expect(balanceOf(session.state, demo)).toBe(before + 10);
  });

  it('grades a parlay only once every leg is graded, at the product of its prices', async () => {
    const [a, b] = [
      gameOf(session.state, 'NHL', 1, FREE_DAY),
      gameOf(session.state, 'MLB', 1, FREE_DAY),
    ];
    const legs = [offerOf(a, 'total-over'), offerOf(b, 'moneyline-away')];
    const number = await place(legs, 10);
    const before = balanceOf(session.state, demo);
    expect(settle(a, [5, 6]).gradedTickets).toEqual([]);
    expect((await ticket(number)).items.map((i) => i.winnerRow)).toEqual(['W', null]);
    expect(settle(b, [4, 2]).gradedTickets).toEqual([number]);
    const win = toWin(10, legs.map(priceOf));
    expect(balanceOf(session.state, demo)).toBe(before + 10 + win);
  });

  it('loses a parlay with one losing leg', async () => {
    const [a, b] = [
      gameOf(session.state, 'NHL', 1, FREE_DAY),
      gameOf(session.state, 'MLB', 1, FREE_DAY),
    ];
    const number = await place([offerOf(a, 'total-under'), offerOf(b, 'moneyline-away')], 10);
    settle(b, [4, 2]);
    settle(a, [5, 6]);
    expect((await ticket(number)).winner).toBe('L');
  });

  it('pays a teaser at its price for the number of teams, on the teased lines', async () => {
    const [a, b] = [
      gameOf(session.state, 'NFL', 0, FREE_DAY),
      gameOf(session.state, 'NFL', 1, FREE_DAY),
    ];
    const legs = [offerOf(a, 'spread-away'), offerOf(b, 'spread-home')];
    const number = await place(legs, 50, { teaserId: 1 });
    const before = balanceOf(session.state, demo);
    // Each pick misses its own spread but covers the line moved 6 points its way.
    const margin = (offerId: string) => Math.floor(-pointsOf(offerId) - 1);
    settle(a, [50 + margin(legs[0] ?? ''), 50]);
    settle(b, [50, 50 + margin(legs[1] ?? '')]);
    expect((await ticket(number)).items.map((i) => i.winnerRow)).toEqual(['W', 'W']);
    expect((await ticket(number)).winner).toBe('Y');
    expect(balanceOf(session.state, demo)).toBe(before + 50 + toWin(50, [-110]));
  });

  it('grades an if bet in order: the if part plays only after the first bet wins', async () => {
    const [first, second] = [
      gameOf(session.state, 'NBA', 0, FREE_DAY),
      gameOf(session.state, 'NBA', 1, FREE_DAY),
    ];
    const offers = [offerOf(first, 'moneyline-home'), offerOf(second, 'moneyline-away')];
    const firstWin = toWin(40, [priceOf(offers[0] ?? '')]);
    const ifAmount = Math.min(20, firstWin);
    const number = await place([offers[0] ?? ''], 40, {
      ifOffer: offers[1],
      ifWagerAmount: ifAmount,
    });
    const before = balanceOf(session.state, demo);
    expect(settle(first, homeWins(5)).gradedTickets).toEqual([]);
    expect(settle(second, [90, 100]).gradedTickets).toEqual([number]);
    // First bet won; the if bet, staked out of that win, lost its stake.
    expect(balanceOf(session.state, demo)).toBe(before + 40 + firstWin - ifAmount);
    expect((await ticket(number)).winner).toBe(firstWin > ifAmount ? 'Y' : 'X');
  });

  it('settles a seeded ticket of the demo persona and refuses an unknown event', async () => {
    const parlay = session.state.db.ticket
      .getAll()
      .find((t) => t.userId === demo && t.ticketName === 'Parlay' && t.winner === 'P');
    const events = session.state.db.ticketItem
      .getAll()
      .filter((i) => i.ticketNumber === parlay?.ticketNumber)
      .map((i) => i.eventId);
    expect(events).toHaveLength(3);
    for (const eventId of events)
      settleEvent(session.state, { eventId, awayScore: 0, homeScore: 0 });
    expect(parlay && (await ticket(parlay.ticketNumber)).winner).not.toBe('P');
    expect(() =>
      settleEvent(session.state, { eventId: 'nope', awayScore: 1, homeScore: 0 }),
    ).toThrow(DomainError);
    expect(() =>
      settleEvent(session.state, { eventId: events[0] ?? '', awayScore: -1, homeScore: 0 }),
    ).toThrow('Scores must be');
  });
});
