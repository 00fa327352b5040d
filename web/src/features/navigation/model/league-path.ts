import type { League, Sport } from '@sportsbook/contracts/schemas/sportsbook';

export interface MenuLeague {
  name: string;
  shortName: string;
  count: number;
}

export interface MenuSport {
  name: string;
  count: number;
  leagues: MenuLeague[];
}

const toMenuLeague = (league: League): MenuLeague => ({
  name: league.name,
  shortName: league.shortName,
  count: league.cnt,
});

/** SPEC §2 left sports menu: only sports and leagues with a count above 0. */
export function visibleSports(sports: readonly Sport[]): MenuSport[] {
  return sports.flatMap((sport) => {
    const leagues = sport.leagues.filter((league) => league.cnt > 0).map(toMenuLeague);
    if (sport.eventCount <= 0 || leagues.length === 0) return [];
    return [{ name: sport.name, count: sport.eventCount, leagues }];
  });
}

/** The league page of a sport's league: leagues/{sport}/{league}. */
export const leaguePath = (sport: string, league: string): string =>
  `/leagues/${encodeURIComponent(sport)}/${encodeURIComponent(league)}`;
