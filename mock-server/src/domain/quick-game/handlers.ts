import { isoDay } from '../../db/dates.ts';
import type { AreaHandlers } from '../handler.ts';
import { betTypesOf, createQuickGameTicket } from './create-ticket.ts';
import { quickGameItemsOf } from '../../db/accessors.ts';

type QuickGameKeys =
  'quickGame.betTypes' | 'quickGame.lotteries' | 'quickGame.createTicket' | 'quickGame.tickets';

export const quickGameHandlers: AreaHandlers<QuickGameKeys> = {
  'quickGame.betTypes': ({ state }) => betTypesOf(state),

  'quickGame.lotteries': ({ state }) =>
    state.db.lottery.findMany({ orderBy: { lottGroupId: 'asc' } }).map((lottery) => ({
      lottGroupId: lottery.lottGroupId,
      lottGroupShortName: lottery.lottGroupShortName,
      lottGroupName: lottery.lottGroupName,
      logoUrl: lottery.logoUrl,
    })),

  'quickGame.createTicket': ({ state, caller }, { body }) =>
    createQuickGameTicket(state, caller, body),

  // Both days inclusive, compared as calendar days (UTC, like every date the mock hands out).
  'quickGame.tickets': ({ state, caller }, { query }) =>
    state.db.quickGameTicket
      .findMany({ where: { userId: { equals: caller.user.userId } } })
      .filter((ticket) => {
        const day = isoDay(new Date(ticket.createdDate));
        return day >= query.begindate && day <= query.enddate;
      })
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.ticketId - a.ticketId)
      .map((ticket) => ({
        ticketId: ticket.ticketId,
        createdDate: ticket.createdDate,
        itemCount: quickGameItemsOf(state, ticket.ticketId).length,
        lottGroupName: ticket.lottGroupName,
        amount: ticket.amount,
      })),
};
