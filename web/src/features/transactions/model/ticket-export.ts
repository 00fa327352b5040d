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

/** The table's visible columns as CSV columns, each headed as `header` names it (as the table). */
export function ticketCsvColumns(
  header: (column: 'ticket' | 'date' | 'amount' | 'toPaid') => string,
): CsvColumn<Ticket>[] {
  return [
    { header: header('ticket'), kind: 'integer', value: (ticket) => ticket.ticketNumber },
    { header: header('date'), kind: 'date', value: (ticket) => ticket.date },
    { header: header('amount'), kind: 'money', value: (ticket) => ticket.amount },
    { header: header('toPaid'), kind: 'money', value: (ticket) => ticket.toPaid },
  ];
}
