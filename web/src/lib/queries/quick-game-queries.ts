import type { QuickGameTicketsQuery } from '@sportsbook/contracts/endpoints/quick-game/list-tickets';
import { QUICK_GAME_TICKET_HISTORY_DAYS } from '@sportsbook/contracts/rules/constants';
import { lastCalendarDays } from '@sportsbook/contracts/rules/history';
import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';
import { toIsoDay } from '../local-day.ts';

/** SPEC §7: the quick-game tickets of the last 7 days: today and the 6 calendar days before. */
export function recentQuickGameDays(
  days = QUICK_GAME_TICKET_HISTORY_DAYS,
  now = new Date(),
): QuickGameTicketsQuery {
  const { first, last } = lastCalendarDays(days, now);
  return { begindate: toIsoDay(first), enddate: toIsoDay(last) };
}

/**
 * The quick-game calls (SPEC §7 Quick games). Query keys come only from here; a new ticket
 * invalidates `tickets()` (every range) together with the account figures.
 */
export const quickGameQueries = {
  all: ['quick-game'] as const,
  /** Key prefix of every ticket list, for invalidation. */
  tickets: () => [...quickGameQueries.all, 'tickets'] as const,
  /** GET /QGame/GetTicketList for one range of days. */
  ticketList: (range: QuickGameTicketsQuery) =>
    apiQuery([...quickGameQueries.tickets(), range], (signal) =>
      api.call('quickGame.tickets', { query: range }, { signal }),
    ),
  /** POST /QGame/GetLotteryList: the lotteries a ticket can play (they change rarely). */
  lotteries: () =>
    apiQuery(
      [...quickGameQueries.all, 'lotteries'],
      (signal) => api.call('quickGame.lotteries', { body: {} }, { signal }),
      { staleTime: 5 * 60_000 },
    ),
  /** POST /QGame/GetBetTypeList: the bet types with the masks bet texts must match. */
  betTypes: () =>
    apiQuery(
      [...quickGameQueries.all, 'bet-types'],
      (signal) => api.call('quickGame.betTypes', { body: {} }, { signal }),
      { staleTime: 5 * 60_000 },
    ),
};
