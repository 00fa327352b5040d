import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import type { EventHit, SearchHit } from './search-index.ts';
import {
  eventPath,
  leaguePath,
  loginPath,
  publicLeaguePath,
} from '@/lib/sportsbook/sportsbook-paths.ts';

/** Which shell the search box is in: the public header, or the logged-in top bar. */
export type SearchScope = 'public' | 'account';

/** The league page on a day (today needs no ?date). */
const leagueOn = (sport: string, league: string, day: string, today: boolean) =>
  today ? leaguePath(sport, league) : `${leaguePath(sport, league)}?date=${day}`;

const eventOf = (hit: SearchHit): EventHit | null =>
  hit.kind === 'event' ? hit : hit.kind === 'team' ? hit.next : null;

/**
 * Where a public result goes (decision 120): the public sports page shows a league's games of today,
 * so a league or event of today opens there; the later days exist only behind login, so those open
 * the login page, which goes on to the league page on that day.
 */
export function publicDestination(hit: SearchHit): string {
  const event = eventOf(hit);
  if (event) {
    return event.today
      ? publicLeaguePath(event.sport, event.league)
      : loginPath(leagueOn(event.sport, event.league, event.day, false));
  }
  if (hit.kind !== 'league') return '/services/sport';
  return hit.playsToday
    ? publicLeaguePath(hit.sport, hit.league)
    : loginPath(leagueOn(hit.sport, hit.league, hit.firstDay, false));
}

/** Whether a public result needs the login page first (its option says so). */
export const publicNeedsLogin = (hit: SearchHit): boolean =>
  publicDestination(hit).startsWith('/login');

/** A logged-in league result: its league page, on its first day with games. */
export const accountLeagueDestination = (hit: SearchHit & { kind: 'league' }): string =>
  leagueOn(hit.sport, hit.league, hit.firstDay, hit.playsToday);

/**
 * A logged-in event or team result: the event's page, found among its league's matchups of the day
 * (the list the league page reads, so its answer serves both); the league page on that day when the
 * event no longer takes bets.
 */
export async function accountEventDestination(
  hit: SearchHit & { kind: 'event' | 'team' },
  leagueMatchups: (league: string, day: string) => Promise<readonly Matchup[]>,
): Promise<string> {
  const event = hit.kind === 'event' ? hit : hit.next;
  const fallback = leagueOn(event.sport, event.league, event.day, event.today);
  try {
    const matchups = await leagueMatchups(event.league, event.day);
    const matchup = matchups.find(
      (candidate) =>
        candidate.away.name === event.away &&
        candidate.home.name === event.home &&
        Date.parse(candidate.eventDate) === Date.parse(event.start),
    );
    return matchup ? eventPath(matchup) : fallback;
  } catch {
    return fallback;
  }
}
