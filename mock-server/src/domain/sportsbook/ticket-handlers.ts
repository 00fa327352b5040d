import type { MockState } from '../../db/state.ts';
import { isoDay } from '../../db/dates.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Handler, UserRecord } from '../handler.ts';
import { WINNER } from './catalog.ts';
import type { TicketRecord } from './records.ts';
import { toTicketDto } from './ticket-dto.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's ticket; another customer's ticket is as unknown as a missing one. */
export function ownTicket(state: MockState, user: UserRecord, ticketNumber: number): TicketRecord {
  const ticket = state.db.ticket
    .getAll()
    .find((candidate) => candidate.ticketNumber === ticketNumber);
  if (ticket?.userId !== user.userId) throw notFound('Ticket');
  return ticket;
}

/** A plain date means its whole (UTC) day: from its first millisecond, or to its last. */
function instant(value: string, endOfDay: boolean): number {
  if (!DATE_ONLY.test(value)) return Date.parse(value);
  return Date.parse(`${value}T00:00:00.000Z`) + (endOfDay ? DAY_MS - 1 : 0);
}

function rangeOf(state: MockState, date: string | undefined, dateTo: string | undefined) {
  const from = instant(date ?? isoDay(state.now()), false);
  const to = dateTo ? instant(dateTo, true) : instant(isoDay(new Date(from)), true);
  if (to < from) throw badRequest('dateTo must not be before date.');
  return { from, to };
}

const STATE_FILTERS: Record<
  'all' | 'pending' | 'graded' | 'cancelled',
  (ticket: TicketRecord) => boolean
> = {
  all: () => true,
  // The contract's words (winner P), whatever the status: a ticket the house cancelled before it
  // was graded stays among the pending ones, where the table says 'Ticket canceled' (decision 130).
  pending: (ticket) => ticket.winner === WINNER.pending,
  graded: (ticket) => ticket.status === 'A' && ticket.winner !== WINNER.pending,
  cancelled: (ticket) => ticket.status === 'C',
};

export const listTickets: Handler<'ticket.list'> = ({ state, caller }, { query }) => {
  const { from, to } = rangeOf(state, query.date, query.dateTo);
  const matches = STATE_FILTERS[query.state];
  return state.db.ticket
    .getAll()
    .filter((ticket) => {
      const at = Date.parse(ticket.date);
      return ticket.userId === caller.user.userId && at >= from && at <= to && matches(ticket);
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.ticketNumber - a.ticketNumber)
    .map((ticket) => toTicketDto(state, ticket));
};

export const getTicket: Handler<'ticket.get'> = ({ state, caller }, { params }) =>
  toTicketDto(state, ownTicket(state, caller.user, params.id));
