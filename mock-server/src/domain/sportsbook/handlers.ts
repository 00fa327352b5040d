import type { AreaHandlers } from '../handler.ts';
import { addWagerItem } from './add-item.ts';
import { getCashOutAmount, onlineCashOut } from './cash-out.ts';
import { getMatchup, getMatchupProps, listMatchups } from './matchup-handlers.ts';
import { getSlip, removeWagerItem, swapTeaser } from './slip-handlers.ts';
import { listSportEvents, todayEvents } from './sport-events.ts';
import { submitWager } from './submit.ts';
import { getTicket, listTickets } from './ticket-handlers.ts';

export type SportsbookKey =
  | 'matchup.list'
  | 'matchup.props'
  | 'matchup.get'
  | 'sportEvent.list'
  | 'sportEvent.today'
  | 'wager.addItem'
  | 'wager.getSlip'
  | 'wager.removeItem'
  | 'wager.submit'
  | 'wager.swapTeaser'
  | 'ticket.list'
  | 'ticket.get'
  | 'ticket.cashOutAmount'
  | 'ticket.cashOut';

export const sportsbookHandlers: AreaHandlers<SportsbookKey> = {
  'matchup.list': listMatchups,
  'matchup.props': getMatchupProps,
  'matchup.get': getMatchup,
  'sportEvent.list': listSportEvents,
  'sportEvent.today': todayEvents,
  'wager.addItem': addWagerItem,
  'wager.getSlip': getSlip,
  'wager.removeItem': removeWagerItem,
  'wager.submit': submitWager,
  'wager.swapTeaser': swapTeaser,
  'ticket.list': listTickets,
  'ticket.get': getTicket,
  'ticket.cashOutAmount': getCashOutAmount,
  'ticket.cashOut': onlineCashOut,
};
