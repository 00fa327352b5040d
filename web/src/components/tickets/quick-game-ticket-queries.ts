import { queryOptions } from '@tanstack/react-query';
import type { QuickGameTicketsQuery } from '@sportsbook/contracts/endpoints/quick-game/list-tickets';
import { QUICK_GAME_TICKET_HISTORY_DAYS } from '@sportsbook/contracts/rules/constants';
import { api } from '@/lib/api.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as the API takes it: yyyy-MM-dd. */
const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** SPEC §7: the quick-game tickets of the last 7 days, today included. */
export function recentQuickGameDays(
  days = QUICK_GAME_TICKET_HISTORY_DAYS,
  now = new Date(),
): QuickGameTicketsQuery {
  const first = new Date(now);
  first.setDate(first.getDate() - days);
  return { begindate: isoDay(first), enddate: isoDay(now) };
}

/**
 * GET /QGame/GetTicketList. Lives here until the quick-games screen lands; it belongs in
 * lib/queries beside the ticket queries then, so a new quick-game ticket can invalidate `all`.
 */
export const quickGameTicketQueries = {
  all: ['quick-game', 'tickets'] as const,
  list: (range: QuickGameTicketsQuery) =>
    queryOptions({
      queryKey: [...quickGameTicketQueries.all, range] as const,
      queryFn: ({ signal }) => api.call('quickGame.tickets', { query: range }, { signal }),
    }),
};
