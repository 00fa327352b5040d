import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import { foldText } from '../fold-text.ts';

const slug = (name: string): string =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** SPEC §2 /leagues/{sport}/{league}. */
export const leaguePath = (sportName: string, leagueShort: string): string =>
  `/leagues/${encodeURIComponent(sportName)}/${encodeURIComponent(leagueShort)}`;

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
  const path = `/event/${slug(matchup.away.name)}-vs-${slug(matchup.home.name)}/${encodeURIComponent(matchup.eventId)}`;
  return period ? `${path}?period=${encodeURIComponent(period)}` : path;
}
