import { chosenDay, leagueDays } from '@/lib/sportsbook/sportsbook-days.ts';
import { segmentName } from '@/lib/sportsbook/sportsbook-paths.ts';
import { matchupQueries } from '@/lib/queries/matchup-queries.ts';

/** What a league page shows, read from its path's parameters and its ?date=. */
export interface LeagueView {
  sport: string;
  league: string;
  /** The days the picker offers: today and the next ones. */
  days: string[];
  date: string;
}

export function leagueView(
  params: { sport?: string; league?: string },
  search: URLSearchParams,
  now: Date = new Date(),
): LeagueView {
  const days = leagueDays(now);
  return {
    sport: segmentName(params.sport ?? ''),
    league: segmentName(params.league ?? ''),
    days,
    date: chosenDay(search.get('date'), days),
  };
}

/**
 * The league's matchups of the chosen day. A league without a short name cannot be asked for
 * (GET /matchup's league is at least one character; omitted, it means every league): its page
 * shows no games (decision 193). The page and a reload's early reads (decision 211) ask for the
 * same query, so the page finds the read already under way.
 */
export const leagueMatchups = ({ league, date }: Pick<LeagueView, 'league' | 'date'>) => ({
  ...matchupQueries.list({ league, date }),
  enabled: league !== '',
});
