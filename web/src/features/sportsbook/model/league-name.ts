import type { SportEvents } from '@sportsbook/contracts/schemas/sportsbook';

/** A league's full name from the sports menu data, or null when the menu does not list it. */
export function leagueName(
  events: Pick<SportEvents, 'sports'>,
  sport: string,
  leagueShort: string,
): string | null {
  const found = events.sports
    .find((candidate) => candidate.name === sport)
    ?.leagues.find((league) => league.shortName === leagueShort);
  return found?.name ?? null;
}
