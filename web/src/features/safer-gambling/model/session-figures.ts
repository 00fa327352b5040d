import type { Ticket } from '@sportsbook/contracts/schemas/ticket';

export interface SessionFigures {
  /** What the tickets placed since login staked (cancelled tickets staked nothing). */
  staked: number;
  /** What those tickets have paid back so far (settled ones: a win, a push, a sale). */
  returned: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Issue 25: what was staked and returned since login, from the tickets placed since then. A ticket
 * is cancelled (status C, its stake refunded), pending (winner P, nothing back yet) or settled, when
 * its toPaid is what it paid back (nothing on a loss), as on the transactions page.
 */
export function sessionFigures(tickets: readonly Ticket[]): SessionFigures {
  let staked = 0;
  let returned = 0;
  for (const ticket of tickets) {
    if (ticket.status === 'C') continue;
    staked += cents(ticket.amount);
    if (ticket.winner !== 'P') returned += cents(ticket.toPaid);
  }
  return { staked: staked / 100, returned: returned / 100 };
}
