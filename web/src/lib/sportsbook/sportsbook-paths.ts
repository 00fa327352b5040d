import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import { foldText } from '../fold-text.ts';

const slug = (name: string): string =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A name as one segment of an in-app path, and back (decision 193). The contract allows any text
 * for the names and ids a path carries, but three segments route nowhere: an empty one (the route
 * needs every part) and `.` or `..`, which the browser's address parser and the router resolve away.
 * Those three, and any name that starts with `~`, get a `~` in front, so every other name's segment is
 * its plain encoding (/leagues/Basketball/NBA) and every segment reads back as the name it came from.
 */
export const pathSegment = (name: string): string =>
  encodeURIComponent(
    name === '' || name === '.' || name === '..' || name.startsWith('~') ? `~${name}` : name,
  );

/** The name a path segment (as the router decodes it) was made from by `pathSegment`. */
export const segmentName = (segment: string): string =>
  segment.startsWith('~') ? segment.slice(1) : segment;

/** SPEC §2 /leagues/{sport}/{league}. */
export const leaguePath = (sportName: string, leagueShort: string): string =>
  `/leagues/${pathSegment(sportName)}/${pathSegment(leagueShort)}`;

/** A league on the public sports page (SPEC §2 public sports page: today's games). */
export const publicLeaguePath = (sportName: string, leagueShort: string): string =>
  `/services/sport?${new URLSearchParams({ sport: sportName, league: leagueShort }).toString()}`;

/** The login page, going on to `path` once logged in. */
export const loginPath = (returnUrl: string): string =>
  `/login?${new URLSearchParams({ returnUrl }).toString()}`;

/** SPEC §2 /event/{away}-vs-{home}/{eventId}, with the period when one is chosen. */
export function eventPath(
  matchup: Pick<Matchup, 'eventId' | 'away' | 'home'>,
  period?: string,
): string {
  const path = `/event/${slug(matchup.away.name)}-vs-${slug(matchup.home.name)}/${pathSegment(matchup.eventId)}`;
  return period ? `${path}?period=${encodeURIComponent(period)}` : path;
}
