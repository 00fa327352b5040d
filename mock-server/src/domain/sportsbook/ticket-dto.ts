import type { Ticket, TicketItem } from '@sportsbook/contracts/schemas/ticket';
import type { MockState } from '../../db/state.ts';
import { sumAmounts } from '../money.ts';
import { WINNER } from './catalog.ts';
import { ticketItemsOf, type TicketItemRecord, type TicketRecord } from './records.ts';
import { teaserOfTicket, ticketOutcome } from './ticket-outcome.ts';

const WINNER_ROWS = ['W', 'L', 'E'] as const;

function toTicketItemDto(item: TicketItemRecord): TicketItem {
  return {
    teamName: item.teamName,
    groupName: item.groupName,
    betDisplay: item.betDisplay,
    betName: item.betName,
    meterValue: item.meterValue === '' ? null : item.meterValue,
    price: item.price,
    ifRow: item.ifRow !== 0,
    winnerRow: WINNER_ROWS.find((row) => row === item.winnerRow) ?? null,
  };
}

/**
 * What the ticket pays. Pending: the stake back plus the win (a bonus stake is not paid back), and
 * for an if-bet the if part's win on top (its stake comes out of the first bet's win). Graded: what
 * was paid; sold: the cash-out amount; lost or cancelled: nothing.
 */
function paidOf(state: MockState, ticket: TicketRecord, items: readonly TicketItemRecord[]) {
  if (ticket.status === 'C' || ticket.winner === WINNER.cancelled)
    return { toPaid: 0, ifToPaid: 0 };
  if (ticket.winner === WINNER.sold) return { toPaid: ticket.cashedOutAmount ?? 0, ifToPaid: 0 };
  if (ticket.winner === WINNER.pending) {
    const stakeBack = ticket.paymentMethod === null ? ticket.amount : 0;
    return {
      toPaid: sumAmounts([stakeBack, ticket.toWin]),
      ifToPaid: ticket.hasIf ? ticket.ifToWin : 0,
    };
  }
  const outcome = ticketOutcome(ticket, items, teaserOfTicket(state, ticket));
  return { toPaid: outcome?.payout ?? 0, ifToPaid: 0 };
}

/** The contract's Ticket for a stored ticket (also used for the account snapshot's pending tickets). */
export function toTicketDto(state: MockState, ticket: TicketRecord): Ticket {
  const items = ticketItemsOf(state, ticket.ticketNumber);
  const { toPaid, ifToPaid } = paidOf(state, ticket, items);
  return {
    ticketNumber: ticket.ticketNumber,
    ticketName: ticket.ticketName,
    date: ticket.date,
    amount: ticket.amount,
    toWin: ticket.toWin,
    toPaid,
    ifAmount: ticket.ifAmount,
    ifToWin: ticket.ifToWin,
    ifToPaid,
    winner: ticket.winner,
    status: ticket.status === 'C' ? 'C' : 'A',
    verified: ticket.verified === 'N' ? 'N' : 'Y',
    hasIf: ticket.hasIf,
    totalToPaid: sumAmounts([toPaid, ifToPaid]),
    items: items.map(toTicketItemDto),
  };
}
