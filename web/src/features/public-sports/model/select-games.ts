import type { League, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { gamesByLeague, type GameGroup } from '@/lib/sportsbook/sport-events.ts';

/** What the visitor picked, from the page's query string (?sport=…&league=…). */
export interface Selection {
  sport: string | null;
  league: string | null;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The top league the page opens on: the one the server marks selected, else the first. */
export const openingLeague = (data: SportEvents): League | undefined =>
  data.leagues.find((league) => league.selected) ?? data.leagues[0];

function findLeague(data: SportEvents, { sport, league }: Selection): League | undefined {
  if (!league) return undefined;
  const all = [...data.leagues, ...data.sports.flatMap((s) => s.leagues)];
  return all.find((l) => sameName(l.shortName, league) && (!sport || sameName(l.sportName, sport)));
}

/** The league (short name) the page currently shows alone, if any: for the top-league buttons. */
export function activeLeague(today: SportEvents, selection: Selection): string | null {
  if (selection.league) return findLeague(today, selection)?.shortName ?? null;
  if (selection.sport) return null;
  return openingLeague(today)?.shortName ?? null;
}

/** Whether the selection needs the one-sport call (GET /sportEvent?date&sportName). */
export const needsSportCall = (
  selection: Selection,
): selection is { sport: string; league: null } => Boolean(selection.sport) && !selection.league;

/**
 * The games to show, per league. A league: its games. A sport: every game of the one-sport answer,
 * grouped by league. Nothing chosen: the opening top league, or every game when there is none.
 */
export function selectGames(
  today: SportEvents,
  sportData: SportEvents | undefined,
  selection: Selection,
): GameGroup[] {
  const league = findLeague(today, selection);
  if (league) {
    const games = today.gameEvents.filter((game) => game.leagueName === league.name);
    return [{ league: league.name, games: games.length > 0 ? games : league.gameLine }];
  }
  if (needsSportCall(selection)) return sportData ? gamesByLeague(sportData) : [];
  const opening = openingLeague(today);
  if (opening && opening.gameLine.length > 0)
    return [{ league: opening.name, games: opening.gameLine }];
  return gamesByLeague(today);
}
