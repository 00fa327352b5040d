import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { foldText } from '@/lib/fold-text.ts';
import { readDays, type DayRange } from './day.ts';

/** The statuses a bettor filters by (issue 25), read from the ticket's winner and status codes. */
export type TicketStatus = 'pending' | 'won' | 'lost' | 'cancelled';
export type StatusFilter = 'all' | TicketStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'pending',
  'won',
  'lost',
  'cancelled',
];

export interface TicketFilters {
  status: StatusFilter;
  /** yyyy-MM-dd, inside the history range, never after `to`. */
  from: string;
  to: string;
  /** As typed; matching ignores case and accents. */
  team: string;
}

/**
 * SPEC §3: status C is cancelled whatever the winner says (the house may cancel a graded ticket),
 * then winner P pending, Y won, L lost. Other codes (push, sold back) belong to no status and show
 * under All only.
 */
export function statusOf(ticket: Pick<Ticket, 'status' | 'winner'>): TicketStatus | null {
  if (ticket.status === 'C' || ticket.winner === 'C') return 'cancelled';
  if (ticket.winner === 'P') return 'pending';
  if (ticket.winner === 'Y') return 'won';
  if (ticket.winner === 'L') return 'lost';
  return null;
}

/** Whether a team named in the ticket's picks (or the picks as shown) holds the text. */
export function matchesTeam(ticket: Pick<Ticket, 'items'>, team: string): boolean {
  const wanted = foldText(team).trim();
  if (!wanted) return true;
  return ticket.items.some(
    (item) =>
      foldText(item.teamName).includes(wanted) || foldText(item.betDisplay).includes(wanted),
  );
}

/** The tickets the filters let through, in the order given (the dates came from the query). */
export function filterTickets(
  tickets: readonly Ticket[],
  filters: Pick<TicketFilters, 'status' | 'team'>,
): Ticket[] {
  return tickets.filter(
    (ticket) =>
      (filters.status === 'all' || statusOf(ticket) === filters.status) &&
      matchesTeam(ticket, filters.team),
  );
}

/** Whether status or team narrow the list. */
export function narrowsTickets(filters: Pick<TicketFilters, 'status' | 'team'>): boolean {
  return filters.status !== 'all' || foldText(filters.team).trim() !== '';
}

export function readStatus(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? 'all';
}

export function readTicketFilters(search: URLSearchParams, range: DayRange): TicketFilters {
  return {
    status: readStatus(search.get('status')),
    ...readDays(search, range),
    team: search.get('team') ?? '',
  };
}
