import type { MockState } from '@sportsbook/mock-server/state';
import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import { eventPath } from '@/lib/sportsbook/sportsbook-paths.ts';
import { leagueDays } from '@/lib/sportsbook/sportsbook-days.ts';

type Game = ReturnType<MockState['db']['matchup']['getAll']>[number];

/**
 * The days the league page's picker offers. Stories list tomorrow's games: some of today's have
 * started (and more start while the suite runs), tomorrow's all take bets.
 */
const [, tomorrowDay = '', dayAfterDay = ''] = leagueDays();
export const TOMORROW = tomorrowDay;
export const DAY_AFTER = dayAfterDay;

/** The league the stories bet on: busy enough for a full page, with halves and quarters. */
export const NBA = { sport: 'Basketball', league: 'NBA' } as const;

/** The league page of NBA's games on that day, as the sports menu links it. */
export const nbaPath = (day: string = TOMORROW): string =>
  `/leagues/${NBA.sport}/${NBA.league}?date=${day}`;

/** The games a league page lists for a day, in its order (start time, then id). */
export function gamesOf(state: MockState, league: string, day: string = TOMORROW): Game[] {
  return state.db.matchup
    .getAll()
    .filter(
      (game) =>
        game.parentEventId === null &&
        game.matchupType === 'Team Event' &&
        game.leagueNameShort === league &&
        game.eventDate.slice(0, 10) === day,
    )
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.eventId.localeCompare(b.eventId));
}

/**
 * The first of NBA's games tomorrow: the seed gives the first game of each league-day its related
 * matchups (alternate lines, halves) and propositions.
 */
export function firstGame(state: MockState): Game {
  const [game] = gamesOf(state, NBA.league);
  if (!game) throw new Error(`The mock world has no ${NBA.league} game on ${TOMORROW}`);
  return game;
}

/** The event page's address for a game, with a period when one is chosen. */
export function eventPathOf(game: Game, period?: string): string {
  const team = (name: string, logo: string | null): Matchup['away'] => ({ name, logo });
  return eventPath(
    {
      eventId: game.eventId,
      away: team(game.awayName, game.awayLogo),
      home: team(game.homeName, game.homeLogo),
    },
    period,
  );
}

export type Market = 'moneyline' | 'spread' | 'total';
export type Side = 'away' | 'home' | 'over' | 'under';

/** The id of one of a game's main prices (game period, not an alternate line). */
export function offerIdOf(state: MockState, game: Game, market: Market, side: Side): string {
  const offer = state.db.offer.findFirst({
    where: {
      eventId: { equals: game.eventId },
      period: { equals: 'G' },
      market: { equals: market },
      side: { equals: side },
      isAlternate: { equals: false },
    },
  });
  if (!offer) throw new Error(`Game ${game.eventId} offers no ${market} ${side}`);
  return offer.offerId;
}
