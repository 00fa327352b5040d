import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { sumMoney } from './view.ts';

export interface TicketSummary {
  count: number;
  winners: number;
  pending: number;
  /** What the graded tickets won or lost: what they paid back less what they staked. */
  winLoss: number;
}

/** Graded: settled and not cancelled (won, lost, push or sold back). */
const isGraded = (ticket: Ticket) =>
  ticket.status === 'A' && ticket.winner !== 'P' && ticket.winner !== 'C';

/**
 * The summary boxes of a day's tickets (SPEC §2 Transactions page). A graded ticket's toPaid is what
 * it paid back (stake plus win, the stake on a push, the sale on a cash-out, nothing on a loss), so
 * toPaid − amount is its win or loss; pending and cancelled tickets have no result yet or none.
 */
export function summariseTickets(tickets: readonly Ticket[]): TicketSummary {
  const graded = tickets.filter(isGraded);
  return {
    count: tickets.length,
    winners: tickets.filter((ticket) => ticket.winner === 'Y').length,
    pending: tickets.filter((ticket) => ticket.status === 'A' && ticket.winner === 'P').length,
    winLoss: sumMoney(graded.flatMap((ticket) => [ticket.toPaid, -ticket.amount])),
  };
}
