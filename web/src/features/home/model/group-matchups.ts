import type { Matchup, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';

export interface LeagueMatchups {
  sportName: string;
  leagueShort: string;
  /** The league's full name from the sports menu, else its short name. */
  leagueName: string;
  matchups: Matchup[];
}

/**
 * Today's matchups by league, leagues in the sports menu's order (unknown ones last, by name),
 * games by start time.
 */
export function groupMatchups(
  matchups: readonly Matchup[],
  menu: Pick<SportEvents, 'sports'> | undefined,
): LeagueMatchups[] {
  const order = (menu?.sports ?? []).flatMap((sport) => sport.leagues);
  const groups = new Map<string, LeagueMatchups>();
  for (const matchup of [...matchups].sort((a, b) => a.eventDate.localeCompare(b.eventDate))) {
    const key = `${matchup.sportName}/${matchup.leagueNameShort}`;
    const group = groups.get(key) ?? {
      sportName: matchup.sportName,
      leagueShort: matchup.leagueNameShort,
      leagueName:
        order.find(
          (league) =>
            league.shortName === matchup.leagueNameShort && league.sportName === matchup.sportName,
        )?.name ?? matchup.leagueNameShort,
      matchups: [],
    };
    group.matchups.push(matchup);
    groups.set(key, group);
  }
  const rank = (group: LeagueMatchups) => {
    const index = order.findIndex(
      (league) => league.shortName === group.leagueShort && league.sportName === group.sportName,
    );
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...groups.values()].sort(
    (a, b) => rank(a) - rank(b) || a.leagueName.localeCompare(b.leagueName),
  );
}

/**
 * How many of each league's games render at first paint: the day's first `total` games, in the
 * leagues' order (issue 32).
 */
export function firstPaintCounts(groups: readonly LeagueMatchups[], total: number): number[] {
  const counts: number[] = [];
  let left = total;
  for (const group of groups) {
    counts.push(Math.max(0, left));
    left -= group.matchups.length;
  }
  return counts;
}
