import type { Registry } from '../../registry.ts';
import { listBetTypes } from '../../endpoints/quick-game/list-bet-types.ts';
import { listLotteries } from '../../endpoints/quick-game/list-lotteries.ts';
import { createQuickGameTicket } from '../../endpoints/quick-game/create-ticket.ts';
import { listQuickGameTickets } from '../../endpoints/quick-game/list-tickets.ts';

/** The quickGame area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'quickGame.betTypes': listBetTypes,
  'quickGame.lotteries': listLotteries,
  'quickGame.createTicket': createQuickGameTicket,
  'quickGame.tickets': listQuickGameTickets,
} as const satisfies Pick<
  Registry,
  'quickGame.betTypes' | 'quickGame.lotteries' | 'quickGame.createTicket' | 'quickGame.tickets'
>;
