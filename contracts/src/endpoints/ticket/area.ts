import type { AreaEndpoints } from '../../http/endpoint.ts';
import { listTickets } from './list-tickets.ts';
import { getTicket } from './get-ticket.ts';
import { getCashOutAmount } from './get-cash-out-amount.ts';
import { onlineCashOut } from './online-cash-out.ts';

/** The ticket area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'ticket.list': listTickets,
  'ticket.get': getTicket,
  'ticket.cashOutAmount': getCashOutAmount,
  'ticket.cashOut': onlineCashOut,
} as const satisfies AreaEndpoints<'ticket'>;
