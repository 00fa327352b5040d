import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import type { CsvColumn } from '@/lib/csv.ts';

/** The table's order: one column and its direction (TanStack's SortingState, first entry). */
export interface TicketOrder {
  id: string;
  desc: boolean;
}

const KEYS = {
  ticketNumber: (ticket: Ticket) => ticket.ticketNumber,
  date: (ticket: Ticket) => Date.parse(ticket.date),
  amount: (ticket: Ticket) => ticket.amount,
  toPaid: (ticket: Ticket) => ticket.toPaid,
} as const;

const isKey = (id: string): id is keyof typeof KEYS => id in KEYS;

/** The rows in the table's order, ties kept in the order the query gave them, as the table does. */
export function sortTickets(tickets: readonly Ticket[], order: readonly TicketOrder[]): Ticket[] {
  const first = order[0];
  if (!first || !isKey(first.id)) return [...tickets];
  const key = KEYS[first.id];
  const sign = first.desc ? -1 : 1;
  return [...tickets].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    return left === right ? 0 : left < right ? -sign : sign;
  });
}

/** The table's visible columns as CSV columns, headed as the table is in the language shown. */
export function ticketCsvColumns(headers: {
  ticket: string;
  date: string;
  amount: string;
  toPaid: string;
}): CsvColumn<Ticket>[] {
  return [
    { header: headers.ticket, kind: 'integer', value: (ticket) => ticket.ticketNumber },
    { header: headers.date, kind: 'date', value: (ticket) => ticket.date },
    { header: headers.amount, kind: 'money', value: (ticket) => ticket.amount },
    { header: headers.toPaid, kind: 'money', value: (ticket) => ticket.toPaid },
  ];
}
