import type { Ticket } from '../schemas/ticket.ts';

/** What pending tickets have at stake: how many, their stakes and what they would win. */
export interface PendingStake {
  count: number;
  amount: number;
  toWin: number;
}

type Counted = Pick<Ticket, 'amount' | 'toWin' | 'status'>;

// Decision 171: SPEC §2's pending amount is the sum of pending tickets. A ticket the house
// cancelled before grading (status C, winner P; decision 130) is listed as 'Ticket canceled' but
// its stake came back, so it is at stake no more: no sum or count includes it. Cents, so that
// sums of binary floats come out exact.
export function pendingStake(tickets: readonly Counted[]): PendingStake {
  let count = 0;
  let amount = 0;
  let toWin = 0;
  for (const ticket of tickets) {
    if (ticket.status === 'C') continue;
    count += 1;
    amount += Math.round(ticket.amount * 100);
    toWin += Math.round(ticket.toWin * 100);
  }
  return { count, amount: amount / 100, toWin: toWin / 100 };
}
