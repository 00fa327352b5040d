import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import type { CsvColumn } from './csv.ts';
import { sortRows, type OrderKey, type RowOrder } from './row-order.ts';

const KEYS: Record<string, OrderKey<Ticket>> = {
  ticketNumber: (ticket) => ticket.ticketNumber,
  date: (ticket) => Date.parse(ticket.date),
  amount: (ticket) => ticket.amount,
  toPaid: (ticket) => ticket.toPaid,
};

/** The rows in the table's order, ties kept in the order the query gave them, as the table does. */
export const sortTickets = (tickets: readonly Ticket[], order: readonly RowOrder[]): Ticket[] =>
  sortRows(tickets, order, KEYS);

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
