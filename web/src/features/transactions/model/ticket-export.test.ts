import { describe, expect, it } from 'vitest';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { toCsv } from './csv.ts';
import { sortTickets, ticketCsvColumns } from './ticket-export.ts';

const ticket = (ticketNumber: number, date: string, amount: number, toPaid: number): Ticket => ({
  ticketNumber,
  ticketName: 'Straight',
  date,
  amount,
  toWin: 0,
  toPaid,
  ifAmount: 0,
  ifToWin: 0,
  ifToPaid: 0,
  winner: 'P',
  status: 'A',
  verified: 'Y',
  hasIf: false,
  totalToPaid: toPaid,
  items: [],
});

// As the query gives them: newest first.
const rows = [
  ticket(3, '2026-11-22T21:00:00.000Z', 20, 0),
  ticket(1, '2026-11-20T09:00:00.000Z', 50, 117),
  ticket(2, '2026-11-18T12:30:00.000Z', 20, 38.5),
];
const numbers = (tickets: Ticket[]) => tickets.map((t) => t.ticketNumber);

describe('sortTickets', () => {
  it("follows the table's order, ties in the query's order", () => {
    expect(numbers(sortTickets(rows, [{ id: 'date', desc: true }]))).toEqual([3, 1, 2]);
    expect(numbers(sortTickets(rows, [{ id: 'date', desc: false }]))).toEqual([2, 1, 3]);
    expect(numbers(sortTickets(rows, [{ id: 'amount', desc: false }]))).toEqual([3, 2, 1]);
    expect(numbers(sortTickets(rows, [{ id: 'amount', desc: true }]))).toEqual([1, 3, 2]);
    expect(numbers(sortTickets(rows, [{ id: 'ticketNumber', desc: false }]))).toEqual([1, 2, 3]);
    expect(numbers(sortTickets(rows, [{ id: 'toPaid', desc: true }]))).toEqual([1, 2, 3]);
  });

  it('keeps the given order without a known column', () => {
    expect(numbers(sortTickets(rows, []))).toEqual([3, 1, 2]);
    expect(numbers(sortTickets(rows, [{ id: 'other', desc: true }]))).toEqual([3, 1, 2]);
  });
});

describe('ticketCsvColumns', () => {
  it('writes number, ISO date, amount and to-pay under the headers given', () => {
    const headers = { ticket: 'Ticket', date: 'Fecha', amount: 'Monto', toPaid: 'A pagar' };
    const columns = ticketCsvColumns((column) => headers[column]);
    expect(toCsv(columns, rows.slice(1))).toBe(
      'Ticket,Fecha,Monto,A pagar\r\n' +
        '1,2026-11-20T09:00:00.000Z,50.00,117.00\r\n' +
        '2,2026-11-18T12:30:00.000Z,20.00,38.50\r\n',
    );
  });
});
