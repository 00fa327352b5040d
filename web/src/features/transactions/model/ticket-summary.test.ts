import { describe, expect, it } from 'vitest';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { summariseTickets } from './ticket-summary.ts';

let next = 1;
const ticket = (
  amount: number,
  toPaid: number,
  winner: string,
  status: 'A' | 'C' = 'A',
): Ticket => ({
  ticketNumber: next++,
  ticketName: 'Straight',
  date: '2026-11-21T12:00:00.000Z',
  amount,
  toWin: amount,
  toPaid,
  ifAmount: 0,
  ifToWin: 0,
  ifToPaid: 0,
  winner,
  status,
  verified: 'Y',
  hasIf: false,
  totalToPaid: toPaid,
  items: [],
});

describe('summariseTickets', () => {
  it('counts all, winners and pending; wins and losses are what graded tickets paid less stakes', () => {
    const summary = summariseTickets([
      ticket(20, 38.18, 'Y'), // won 18.18
      ticket(50, 0, 'L'), // lost 50
      ticket(30, 30, 'X'), // push: the stake back
      ticket(40, 25.5, 'S'), // sold back for 25.50: -14.50
      ticket(25, 47.73, 'P'), // pending: no result yet
      ticket(40, 0, 'C', 'C'), // cancelled: stake returned, no result
    ]);
    expect(summary).toEqual({ count: 6, winners: 1, pending: 1, winLoss: -46.32 });
  });

  it('is all zeros for a day without tickets', () => {
    expect(summariseTickets([])).toEqual({ count: 0, winners: 0, pending: 0, winLoss: 0 });
  });
});
