import type { MockState } from '../../db/state.ts';
import type { Caller, Handler } from '../handler.ts';
import { postEntry } from '../ledger.ts';
import { amountOf, cents, formatMoney } from '../money.ts';
import { WINNER } from './catalog.ts';
import { ticketItemsOf, type TicketRecord } from './records.ts';
import { ownTicket } from './ticket-handlers.ts';

/** Share of the stake a fresh ticket sells for, and of the win each already-won pick unlocks (tenths). */
const STAKE_TENTHS = 9;
const WIN_TENTHS = 8;

/**
 * What the house pays now to buy the ticket back: 90% of the stake plus 80% of the win in proportion
 * to the picks already won. 0 when the ticket cannot be sold: cash-out off for the customer, the
 * ticket graded, sold or cancelled, an if-bet or a bonus ticket, or a pick already lost.
 */
export function cashOutValue(state: MockState, caller: Caller, ticket: TicketRecord): number {
  if (!caller.settings.cashOutEnabled || ticket.status !== 'A' || ticket.winner !== WINNER.pending)
    return 0;
  if (ticket.hasIf || ticket.paymentMethod !== null) return 0;
  const items = ticketItemsOf(state, ticket.ticketNumber);
  if (items.length === 0 || items.some((item) => item.winnerRow === 'L')) return 0;
  const decided = items.filter((item) => item.winnerRow !== '').length;
  // In integer cents, floored once: (9·stake·n + 8·win·decided) / (10·n).
  const picks = items.length;
  const tenths =
    STAKE_TENTHS * cents(ticket.amount) * picks + WIN_TENTHS * cents(ticket.toWin) * decided;
  return amountOf(Math.floor(tenths / (10 * picks)));
}

export const getCashOutAmount: Handler<'ticket.cashOutAmount'> = (
  { state, caller },
  { params },
) => {
  const ticket = ownTicket(state, caller.user, params.ticketNumber);
  return { ticketNumber: ticket.ticketNumber, amount: cashOutValue(state, caller, ticket) };
};

/** Why the sale cannot happen, or null. */
function saleRefusal(state: MockState, caller: Caller, ticket: TicketRecord, amount: number) {
  if (!caller.settings.cashOutEnabled)
    return { responseCode: 403, message: 'Cash out is not enabled for your account.' };
  if (ticket.status === 'C') return { responseCode: 409, message: 'The ticket was cancelled.' };
  if (ticket.winner === WINNER.sold)
    return { responseCode: 409, message: 'The ticket has already been sold.' };
  if (ticket.winner !== WINNER.pending)
    return { responseCode: 409, message: 'The ticket has already been graded.' };
  const value = cashOutValue(state, caller, ticket);
  if (value <= 0) return { responseCode: 409, message: 'This ticket cannot be sold.' };
  if (cents(amount) !== cents(value)) {
    return {
      responseCode: 409,
      message: `The sales value of the ticket changed to $${formatMoney(value)}.`,
    };
  }
  return null;
}

/** Sells the ticket back at most once: the sale grades it as sold and credits the amount. */
export const onlineCashOut: Handler<'ticket.cashOut'> = ({ state, caller }, { query }) => {
  const ticket = ownTicket(state, caller.user, query.id);
  const refused = saleRefusal(state, caller, ticket, query.amount);
  if (refused) return refused;
  const at = state.now();
  state.db.ticket.update({
    where: { ticketNumber: { equals: ticket.ticketNumber } },
    data: { winner: WINNER.sold, cashedOutAmount: query.amount, settledAt: at.toISOString() },
  });
  postEntry(state, {
    userId: caller.user.userId,
    amount: query.amount,
    kind: 'cashout',
    reference: String(ticket.ticketNumber),
    description: `Ticket #${ticket.ticketNumber} sold`,
    at,
  });
  return { responseCode: 200, message: `Ticket sold for $${formatMoney(query.amount)}.` };
};
