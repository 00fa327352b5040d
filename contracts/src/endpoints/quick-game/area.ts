import type { AreaEndpoints } from '../../http/endpoint.ts';
import { listBetTypes } from './list-bet-types.ts';
import { listLotteries } from './list-lotteries.ts';
import { createQuickGameTicket } from './create-ticket.ts';
import { listQuickGameTickets } from './list-tickets.ts';

/** The quickGame area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'quickGame.betTypes': listBetTypes,
  'quickGame.lotteries': listLotteries,
  'quickGame.createTicket': createQuickGameTicket,
  'quickGame.tickets': listQuickGameTickets,
} as const satisfies AreaEndpoints<'quickGame'>;
