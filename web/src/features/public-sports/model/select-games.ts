import type { GameEvent, League, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { groupByLeague } from '@/components/sports/format-odds.ts';

/** What the visitor picked, from the page's query string (?sport=…&league=…). */
export interface Selection {
  sport: string | null;
  league: string | null;
}

export interface GameGroup {
  league: string;
  games: GameEvent[];
}

/** League names in the sports menu's order. */
const leagueOrder = (data: SportEvents) =>
  data.sports.flatMap((sport) => sport.leagues.map((league) => league.name));

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Only sports and leagues that have events are listed (SPEC §2 left sports menu). */
export function menuSports(data: SportEvents | undefined) {
  return (data?.sports ?? [])
    .filter((sport) => sport.eventCount > 0)
    .map((sport) => ({ ...sport, leagues: sport.leagues.filter((league) => league.cnt > 0) }));
}

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
  if (needsSportCall(selection))
    return groupByLeague(sportData?.gameEvents ?? [], leagueOrder(sportData ?? today));
  const opening = openingLeague(today);
  if (opening && opening.gameLine.length > 0)
    return [{ league: opening.name, games: opening.gameLine }];
  return groupByLeague(today.gameEvents, leagueOrder(today));
}
