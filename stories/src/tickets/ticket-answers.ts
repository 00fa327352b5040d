import { PERSONAS } from '@sportsbook/mock-server/personas';
import type { MockState } from '@sportsbook/mock-server/state';

/** demo without pending tickets. */
export function noPendingTickets(state: MockState): void {
  state.db.ticket.deleteMany({
    where: { userId: { equals: PERSONAS.demo.userId }, winner: { equals: 'P' } },
  });
}

/** Every pick of the ticket won meanwhile: its sales value moves, so the quoted one is refused. */
export function winEveryPick(state: MockState, ticketNumber: number): void {
  state.db.ticketItem.updateMany({
    where: { ticketNumber: { equals: ticketNumber } },
    data: { winnerRow: 'W' },
  });
}

/**
 * demo with `count` pending tickets in all, each with Sell: copies of the newest, so the table has
 * pages. The seeded ticket cancelled before grading goes (the CancelledTicket story shows it).
 */
export function manyPendingTickets(count: number): (state: MockState) => void {
  return (state) => {
    state.db.ticket.deleteMany({
      where: {
        userId: { equals: PERSONAS.demo.userId },
        winner: { equals: 'P' },
        status: { equals: 'C' },
      },
    });
    const pending = state.db.ticket.findMany({
      where: { userId: { equals: PERSONAS.demo.userId }, winner: { equals: 'P' } },
    });
    const [model] = pending;
    if (!model) throw new Error('demo has no pending ticket');
    const highest = Math.max(...state.db.ticket.getAll().map((ticket) => ticket.ticketNumber));
    for (let index = pending.length; index < count; index++) {
      state.db.ticket.create({ ...model, ticketNumber: highest + 1 + index });
    }
  };
}
