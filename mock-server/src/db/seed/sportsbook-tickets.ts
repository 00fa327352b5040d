import { PERSONAS } from '../personas.ts';
import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { postEntry } from '../../domain/ledger.ts';
import { WINNER } from '../../domain/sportsbook/catalog.ts';
import { findMatchup, findOffer } from '../../domain/sportsbook/records.ts';
import { settleEvent } from '../../domain/sportsbook/settle.ts';
import { findTeaser, lineValueOf } from '../../domain/sportsbook/slip-view.ts';
import {
  partToWin,
  placeTicket,
  ticketNameOf,
  type TicketPick,
} from '../../domain/sportsbook/tickets-store.ts';
import { daysFromNow } from '../dates.ts';
import { createGame, type SeededEvent } from './sportsbook-events.ts';
import { LEAGUES, type LeagueSeed } from './sportsbook-leagues.ts';
import { pastTickets, winningScore, type PastTicket } from './sportsbook-history.ts';

const HOUR = 60 * 60 * 1000;

/** [event id, offer key after the event id (e.g. 'G-moneyline-home'), if row]. */
type PickSpec = [string, string, boolean?];

interface TicketSpec {
  userId: number;
  date: Date;
  amount: number;
  picks: PickSpec[];
  ifAmount?: number;
  teaserId?: number;
}

export function placeSeedTicket(state: MockState, spec: TicketSpec) {
  const teaser = findTeaser(state, spec.teaserId ?? null);
  const picks: TicketPick[] = spec.picks.map(([eventId, key, ifRow = false]) => {
    const offer = findOffer(state, `${eventId}-${key}`);
    const matchup = findMatchup(state, eventId);
    if (!offer || !matchup) throw new Error(`seed: no offer ${eventId}-${key}`);
    return {
      offer,
      matchup,
      ifRow,
      meterValue: lineValueOf(offer, teaser, ifRow),
      price: offer.price,
    };
  });
  const main = picks.filter((pick) => !pick.ifRow).map((pick) => pick.price);
  const ifPrices = picks.filter((pick) => pick.ifRow).map((pick) => pick.price);
  const ifAmount = spec.ifAmount ?? 0;
  return placeTicket(state, {
    userId: spec.userId,
    ticketName: ticketNameOf(picks, teaser),
    date: spec.date,
    amount: spec.amount,
    toWin: partToWin(spec.amount, main, teaser),
    ifAmount,
    ifToWin: partToWin(ifAmount, ifPrices),
    paymentMethod: null,
    bonusId: null,
    picks,
  });
}

function eventOf(
  events: readonly SeededEvent[],
  league: string,
  day: number,
  index = 0,
  started = false,
) {
  const found = events.filter(
    (e) => e.league.shortName === league && e.day === day && e.started === started,
  );
  const event = found[Math.min(index, found.length - 1)];
  if (!event) throw new Error(`seed: no ${league} game on day ${day}`);
  return event.eventId;
}

const leagueNamed = (shortName: string): LeagueSeed => {
  const league = LEAGUES.find((candidate) => candidate.shortName === shortName);
  if (!league) throw new Error(`seed: no league ${shortName}`);
  return league;
};

/** A finished game in the past with one pick on it that won or lost as the history needs. */
function pastGame(state: MockState, random: Random, shortName: string, daysAgo: number) {
  const league = leagueNamed(shortName);
  const teams = [...league.teams];
  const away = teams.splice(random.int(0, teams.length - 1), 1)[0] ?? 'Away';
  const home = random.pick(teams);
  const eventId = String(state.nextId('event', 40001));
  const eventDate = daysFromNow(state, -daysAgo, 19, 0);
  createGame(state, random, {
    league,
    eventId,
    awayName: away,
    homeName: home,
    eventDate,
    state: 'Pending',
  });
  return { eventId, eventDate, sportName: league.sportName };
}

/** Graded history of the last weeks: each a debit at its date and, for winners, a credit. */
function seedHistory(
  state: MockState,
  random: Random,
  userId: number,
  history: readonly PastTicket[],
) {
  for (const entry of history) {
    const games = entry.leagues.map((shortName) =>
      pastGame(state, random, shortName, entry.daysAgo),
    );
    const firstStart = games[0]?.eventDate ?? daysFromNow(state, -entry.daysAgo);
    const date = new Date(firstStart.getTime() - random.int(2, 30) * HOUR);
    const sides = games.map(() => (random.chance(0.5) ? 'home' : 'away'));
    placeSeedTicket(state, {
      userId,
      date,
      amount: entry.amount,
      picks: games.map((game, i) => [game.eventId, `G-moneyline-${sides[i] ?? 'home'}`]),
    });
    games.forEach((game, i) => {
      // One losing leg is enough to lose a parlay: the last leg carries the loss.
      const legWins = entry.won || i < games.length - 1;
      const [picked, other] = winningScore(random, game.sportName);
      const scores = legWins ? [picked, other] : [other, picked];
      const [awayScore, homeScore] = sides[i] === 'away' ? scores : [...scores].reverse();
      settleEvent(
        state,
        { eventId: game.eventId, awayScore: awayScore ?? 0, homeScore: homeScore ?? 0 },
        new Date(game.eventDate.getTime() + 3 * HOUR),
      );
    });
  }
}

function seedPending(state: MockState, events: readonly SeededEvent[], userId: number) {
  const now = state.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  placeSeedTicket(state, {
    userId,
    date: at(1),
    amount: 50,
    picks: [[eventOf(events, 'NBA', 1), 'G-moneyline-home']],
  });
  placeSeedTicket(state, {
    userId,
    date: at(26),
    amount: 20,
    picks: [
      [eventOf(events, 'MLB', 1), 'G-spread-away'],
      [eventOf(events, 'NHL', 1), 'G-total-over'],
      [eventOf(events, 'EPL', 2), 'G-moneyline-home'],
    ],
  });
  placeSeedTicket(state, {
    userId,
    date: at(3),
    amount: 30,
    ifAmount: 20,
    picks: [
      [eventOf(events, 'NFL', 1), 'G-spread-home'],
      [eventOf(events, 'NBA', 2), 'G-total-under', true],
    ],
  });
  placeSeedTicket(state, {
    userId,
    date: at(50),
    amount: 25,
    teaserId: 1,
    picks: [
      [eventOf(events, 'NFL', 1, 1), 'G-spread-away'],
      [eventOf(events, 'NCAAF', 2), 'G-total-over'],
    ],
  });
  const live = events.find((event) => event.started && event.league.shortName === 'MLB');
  if (live)
    placeSeedTicket(state, {
      userId,
      date: at(2),
      amount: 15,
      picks: [[live.eventId, 'G-moneyline-away']],
    });
  seedCancelled(state, userId, {
    date: at(96),
    amount: 40,
    pick: [eventOf(events, 'NCAAB', 2), 'G-spread-home'],
    graded: true,
  });
  // Cancelled before its game was played: its outcome is still P, so the pending list shows it
  // with 'Ticket canceled' (SPEC §2/§4), as a real backend may (decision 130).
  seedCancelled(state, userId, {
    date: at(6),
    amount: 35,
    pick: [eventOf(events, 'NBA', 1, 1), 'G-spread-away'],
    graded: false,
  });
}

/**
 * A ticket the house cancelled: the stake went out and came back. Graded, its outcome says C
 * too; not graded, its outcome stays P (pending).
 */
function seedCancelled(
  state: MockState,
  userId: number,
  spec: { date: Date; amount: number; pick: PickSpec; graded: boolean },
) {
  const { date } = spec;
  const ticket = placeSeedTicket(state, {
    userId,
    date,
    amount: spec.amount,
    picks: [spec.pick],
  });
  state.db.ticket.update({
    where: { ticketNumber: { equals: ticket.ticketNumber } },
    data: spec.graded
      ? {
          status: 'C',
          winner: WINNER.cancelled,
          settledAt: new Date(date.getTime() + HOUR).toISOString(),
        }
      : { status: 'C' },
  });
  postEntry(state, {
    userId,
    amount: ticket.amount,
    kind: 'settlement',
    reference: String(ticket.ticketNumber),
    description: `Ticket #${ticket.ticketNumber} cancelled`,
    at: new Date(date.getTime() + HOUR),
  });
}

/** The personas' tickets: demo has history and one ticket of every kind; basic a couple. */
export function seedTickets(
  state: MockState,
  random: Random,
  events: readonly SeededEvent[],
): void {
  const { demo, basic } = PERSONAS;
  seedHistory(state, random, demo.userId, pastTickets('demo'));
  seedHistory(state, random, basic.userId, pastTickets('basic'));
  seedPending(state, events, demo.userId);
  placeSeedTicket(state, {
    userId: basic.userId,
    date: new Date(state.now().getTime() - 5 * HOUR),
    amount: 20,
    picks: [[eventOf(events, 'NHL', 1), 'G-moneyline-home']],
  });
}
