import { toIsoDay } from '@/lib/local-day.ts';
import { matchupQueries } from '@/lib/queries/matchup-queries.ts';

/**
 * Today's games of every league, as the home page reads them. The page and a reload's early reads
 * (decision 211) ask for the same query, so the page finds the read already under way.
 */
export const todayMatchups = (now: Date = new Date()) => matchupQueries.today(toIsoDay(now));
