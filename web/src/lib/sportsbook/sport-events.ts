import type { GameEvent, Sport, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';

/** Games of one league, under the league's name. */
export interface GameGroup {
  league: string;
  games: GameEvent[];
}

/**
 * SPEC §2: the sports menus list "only sports and leagues with a count above 0". A league is
 * listed when its count is above 0; a sport when its own count is above 0 and it has such a league
 * (a sport heading with nothing under it leads nowhere). Every sports menu, logged in or public,
 * uses this one rule; it takes the answer whole so that it can be a query's `select`.
 */
export function visibleSports({ sports }: Pick<SportEvents, 'sports'>): Sport[] {
  return sports.flatMap((sport) => {
    const leagues = sport.leagues.filter((league) => league.cnt > 0);
    return sport.eventCount > 0 && leagues.length > 0 ? [{ ...sport, leagues }] : [];
  });
}

/** League names in the sports menu's order. */
export const leagueOrder = (events: SportEvents): string[] =>
  events.sports.flatMap((sport) => sport.leagues.map((league) => league.name));

/**
 * Games grouped by league name. Leagues named in `order` (e.g. the sports menu's) come first, in that
 * order; the rest follow in order of their first game.
 */
export function groupByLeague(
  games: readonly GameEvent[],
  order: readonly string[] = [],
): GameGroup[] {
  const groups = new Map<string, GameEvent[]>();
  for (const game of games) {
    const list = groups.get(game.leagueName);
    if (list) list.push(game);
    else groups.set(game.leagueName, [game]);
  }
  const rank = (league: string) => {
    const index = order.indexOf(league);
    return index === -1 ? order.length : index;
  };
  return [...groups]
    .map(([league, list]) => ({ league, games: list }))
    .sort((a, b) => rank(a.league) - rank(b.league));
}

/** All the games of an answer, by league in the sports menu's order. */
export const gamesByLeague = (events: SportEvents): GameGroup[] =>
  groupByLeague(events.gameEvents, leagueOrder(events));
