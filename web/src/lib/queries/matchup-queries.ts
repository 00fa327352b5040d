import { MATCHUP_FIRST_PAGE, MATCHUP_PAGE_SIZE } from '@sportsbook/contracts/rules/constants';
import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';

/** GET /matchup's largest page. */
const TODAY_PAGE_SIZE = 100;

/**
 * Matchups with their offers, read by the league and event pages and the home page's games. Query
 * keys come only from here.
 */
export const matchupQueries = {
  all: ['matchup'] as const,
  /** SPEC §7 GET /matchup: one league's day (yyyy-MM-dd), page 1, 30 a page. */
  list: ({ league, date }: { league?: string; date: string }) =>
    apiQuery([...matchupQueries.all, 'list', { league, date }], (signal) =>
      api.call(
        'matchup.list',
        { query: { league, date, page: MATCHUP_FIRST_PAGE, size: MATCHUP_PAGE_SIZE } },
        { signal },
      ),
    ),
  /**
   * Today's matchups of every league in one page (the contract's largest), for the home page's
   * games: each price a pick (docs/decisions/050-bet-slip-client.md).
   */
  today: (date: string) =>
    apiQuery([...matchupQueries.all, 'today', date], (signal) =>
      api.call(
        'matchup.list',
        { query: { date, page: MATCHUP_FIRST_PAGE, size: TODAY_PAGE_SIZE } },
        { signal },
      ),
    ),
  /** One event with every period of odds; null when it is no longer offered. */
  detail: (eventId: string) =>
    apiQuery([...matchupQueries.all, 'detail', eventId], (signal) =>
      api.call('matchup.get', { params: { id: eventId } }, { signal }),
    ),
  props: (eventId: string) =>
    apiQuery([...matchupQueries.all, 'props', eventId], (signal) =>
      api.call('matchup.props', { params: { id: eventId } }, { signal }),
    ),
};
