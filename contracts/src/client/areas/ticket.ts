import type { Registry } from '../../registry.ts';
import { listTickets } from '../../endpoints/ticket/list-tickets.ts';
import { getTicket } from '../../endpoints/ticket/get-ticket.ts';
import { getCashOutAmount } from '../../endpoints/ticket/get-cash-out-amount.ts';
import { onlineCashOut } from '../../endpoints/ticket/online-cash-out.ts';

/** The ticket area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'ticket.list': listTickets,
  'ticket.get': getTicket,
  'ticket.cashOutAmount': getCashOutAmount,
  'ticket.cashOut': onlineCashOut,
} as const satisfies Pick<
  Registry,
  'ticket.list' | 'ticket.get' | 'ticket.cashOutAmount' | 'ticket.cashOut'
>;
