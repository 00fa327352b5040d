import { americanToDecimal } from '@sportsbook/contracts/rules/odds';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../personas.ts';
import { createMockState } from '../seed.ts';
import { daysFromNow, isoDay } from '../dates.ts';

// Midday today: the world is built relative to its clock, and the late-evening world is tested below.
const clock = new Date();
clock.setUTCHours(12, 0, 0, 0);
const state = createMockState({ now: () => clock });
const topLevel = state.db.matchup.getAll().filter((m) => m.parentEventId === null);
const day = (offset: number) => isoDay(daysFromNow(state, offset));

describe('seedSportsbook', () => {
  it('seeds five sports with two or three leagues each, and the teasers', () => {
    const sports = state.db.sport.findMany({ orderBy: { sortOrder: 'asc' } }).map((s) => s.name);
    expect(sports).toEqual(['Baseball', 'Basketball', 'Football', 'Soccer', 'Hockey']);
    for (const sport of sports) {
      const leagues = state.db.league.getAll().filter((l) => l.sportName === sport);
      expect(leagues.length).toBeGreaterThanOrEqual(2);
      expect(leagues.length).toBeLessThanOrEqual(3);
    }
    expect(state.db.teaser.getAll().map((t) => t.name)).toEqual([
      '6 Point Football',
      '4 Point Basketball',
      '7 Point Football',
    ]);
  });

  it('gives every league games today and on each of the next three days', () => {
    for (const league of state.db.league.getAll()) {
      for (const offset of [0, 1, 2, 3]) {
        const games = topLevel.filter(
          (m) => m.leagueNameShort === league.shortName && m.eventDate.startsWith(day(offset)),
        );
        expect(games.length, `${league.shortName} day ${offset}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(
      topLevel.filter((m) => m.leagueNameShort === 'NCAAB' && m.eventDate.startsWith(day(0)))
        .length,
    ).toBeGreaterThan(30);
  });

  it('has games already under way today, and none on later days', () => {
    const now = state.now().getTime();
    const started = topLevel.filter((m) => m.state === 'Started');
    expect(started.length).toBeGreaterThan(5);
    expect(
      started.every((m) => m.eventDate.startsWith(day(0)) && Date.parse(m.eventDate) <= now),
    ).toBe(true);
  });

  it('still has games open for betting in every league at 23:58, running on past midnight', () => {
    const late = new Date(clock);
    late.setUTCHours(23, 58, 0, 0);
    const lateState = createMockState({ now: () => late });
    const games = lateState.db.matchup.getAll().filter((m) => m.parentEventId === null);
    for (const league of lateState.db.league.getAll()) {
      const tonight = games.filter(
        (m) =>
          m.leagueNameShort === league.shortName &&
          m.state === 'Pending' &&
          Date.parse(m.eventDate) < late.getTime() + 3 * 3_600_000,
      );
      expect(tonight.length, league.shortName).toBeGreaterThanOrEqual(1);
      expect(
        tonight.every((m) => Date.parse(m.eventDate) >= late.getTime() + 10 * 60_000),
        league.shortName,
      ).toBe(true);
    }
    const offers = lateState.db.offer.getAll();
    const open = games.filter(
      (m) => m.state === 'Pending' && offers.some((o) => o.eventId === m.eventId),
    );
    expect(open.length).toBeGreaterThan(30);
  });

  it('prices every offer in American odds, with ids unique per event', () => {
    const offers = state.db.offer.getAll();
    expect(offers.every((o) => Number.isInteger(o.price) && americanToDecimal(o.price) > 1)).toBe(
      true,
    );
    expect(new Set(offers.map((o) => o.offerId)).size).toBe(offers.length);
    const soccer = topLevel.find((m) => m.sportName === 'Soccer');
    expect(offers.some((o) => o.eventId === soccer?.eventId && o.market === 'draw')).toBe(true);
  });

  it('adds child, self and proposition matchups with underscore ids', () => {
    const related = state.db.matchup.getAll().filter((m) => m.parentEventId !== null);
    expect(related.every((m) => m.eventId.startsWith(`${m.parentEventId ?? ''}_`))).toBe(true);
    expect(related.some((m) => m.isSelfMatchup)).toBe(true);
    expect(related.some((m) => m.matchupType === 'Proposition')).toBe(true);
  });

  it('gives demo every kind of ticket and a ledger history, and basic a couple', () => {
    const demo = state.db.ticket.getAll().filter((t) => t.userId === PERSONAS.demo.userId);
    const pending = demo.filter((t) => t.winner === 'P' && t.status === 'A');
    expect(pending.map((t) => t.ticketName)).toEqual(
      expect.arrayContaining(['Straight', 'Parlay', 'If Bet', 'Teaser 6 Point Football']),
    );
    // Two cancelled: one graded C, one cancelled before grading whose outcome is still P.
    expect(demo.filter((t) => t.status === 'C').map((t) => t.winner)).toEqual(['C', 'P']);
    expect(new Set(demo.filter((t) => t.winner !== 'P').map((t) => t.winner))).toEqual(
      new Set(['Y', 'L', 'C']),
    );
    const entries = state.db.ledgerEntry.getAll().filter((e) => e.userId === PERSONAS.demo.userId);
    expect(entries.filter((e) => e.kind === 'wager')).toHaveLength(demo.length);
    expect(entries.filter((e) => e.kind === 'settlement').length).toBeGreaterThanOrEqual(5);
    const oldest = Math.min(...entries.map((e) => Date.parse(e.createdAt)));
    expect(oldest).toBeLessThan(daysFromNow(state, -28).getTime());
    expect(
      state.db.ticket.getAll().filter((t) => t.userId === PERSONAS.basic.userId).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('builds the same world from the same seed', () => {
    const again = createMockState({ now: () => clock });
    const ids = (s: typeof state) => s.db.offer.getAll().map((o) => `${o.offerId}:${o.price}`);
    expect(ids(again)).toEqual(ids(state));
    expect(again.db.ticket.getAll().map((t) => t.toWin)).toEqual(
      state.db.ticket.getAll().map((t) => t.toWin),
    );
  });
});
