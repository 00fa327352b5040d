import { historyDays } from '@sportsbook/contracts/rules/history';
import type { TicketState } from '@sportsbook/contracts/endpoints/ticket/list-tickets';
import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TicketRange {
  /** ISO date-time of the first day, inclusive. */
  date: string;
  /** ISO date-time of the last moment, inclusive. */
  dateTo: string;
  state: TicketState;
}

/** The tickets of the last `days` days up to the end of today (the history the account keeps). */
export function recentTickets(
  state: TicketState,
  maxHistoryDays?: number,
  now = new Date(),
): TicketRange {
  const days = historyDays(maxHistoryDays);
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  const start = new Date(end.getTime() - days * DAY_MS);
  start.setHours(0, 0, 0, 0);
  return { date: start.toISOString(), dateTo: end.toISOString(), state };
}

/**
 * Tickets, read by the bet slip's My bets view and the account area (SPEC §2 Tickets and cashier
 * view, Account page). Query keys come only from here; placing or selling a ticket invalidates `all`.
 */
export const ticketQueries = {
  all: ['ticket'] as const,
  list: (range: TicketRange) =>
    apiQuery([...ticketQueries.all, 'list', range], (signal) =>
      api.call('ticket.list', { query: range }, { signal }),
    ),
  detail: (ticketNumber: number) =>
    apiQuery([...ticketQueries.all, 'detail', ticketNumber], (signal) =>
      api.call('ticket.get', { params: { id: ticketNumber } }, { signal }),
    ),
  /** What selling the ticket back pays now: always asked afresh. */
  cashOutAmount: (ticketNumber: number) =>
    apiQuery(
      [...ticketQueries.all, 'cash-out-amount', ticketNumber],
      (signal) => api.call('ticket.cashOutAmount', { params: { ticketNumber } }, { signal }),
      { staleTime: 0, gcTime: 0 },
    ),
};
