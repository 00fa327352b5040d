import type { QueryClient } from '@tanstack/react-query';
import { QUICK_GAME_CHANNEL, QUICK_GAME_MOSID } from '@sportsbook/contracts/rules/quick-game';
import { centsOf } from '@sportsbook/contracts/rules/money';
import type {
  QuickGameTicket,
  QuickGameTicketCreated,
  QuickGameTicketRequest,
} from '@sportsbook/contracts/schemas/quick-game';
import { api } from '@/lib/api.ts';
import type { Found, MoneyCallSpec } from '@/lib/money-call/money-call.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { recentQuickGameDays } from '@/lib/queries/quick-game-queries.ts';
import { totalOf, type QuickGameBet } from './bet-store.ts';

/** SPEC §8: the balance refusal, in Spanish in every language as the spec writes it. */
export const NO_BALANCE = 'No tienes balance suficiente para realizar este ticket.';

/** Refused because the balance does not cover the ticket (before or by the server). */
export class NoBalanceError extends Error {
  constructor() {
    super(NO_BALANCE);
    this.name = 'NoBalanceError';
  }
}

export interface TicketToSave {
  lottery: number;
  bets: readonly QuickGameBet[];
}

/** SPEC §7 POST /QGame: MOSID 1, channel Web, the bets numbered from 1, Amount their sum. */
export function ticketRequest({ lottery, bets }: TicketToSave): QuickGameTicketRequest {
  return {
    MOSID: QUICK_GAME_MOSID,
    TicketChannel: QUICK_GAME_CHANNEL,
    Items: bets.map((bet, index) => ({
      rowId: index + 1,
      betType: bet.betType,
      betDefinition: bet.bet,
      betAmount: bet.amount,
    })),
    LotteryGroupId: lottery,
    Amount: totalOf(bets),
  };
}

/** The ids of the tickets there were before the save: what the check looks past. */
export type KnownTickets = ReadonlySet<number>;

/** GET /QGame/GetTicketList for the last 7 days, asked afresh (never from the cache). */
const readTickets = (signal: AbortSignal): Promise<QuickGameTicket[]> =>
  api.call('quickGame.tickets', { query: recentQuickGameDays() }, { signal });

/**
 * The ticket the save created, among tickets that were not there before: the same stake and the
 * same number of bets (the list names the lottery, not its id). Another ticket of the same stake
 * and size booked meanwhile from another tab would be taken for it; the count stays right.
 */
export function findSaved(
  tickets: readonly QuickGameTicket[],
  known: KnownTickets,
  ticket: TicketToSave,
): Found<QuickGameTicket> {
  const cents = centsOf(totalOf(ticket.bets));
  const found = tickets.find(
    (each) =>
      !known.has(each.ticketId) &&
      centsOf(each.amount) === cents &&
      each.itemCount === ticket.bets.length,
  );
  return found ? { done: true, found } : { done: false };
}

/**
 * Save as a money call (issue 24, lib/money-call/money-call.ts). Before: SPEC §4's balance check (a fresh
 * standing) and the ids of the tickets already there. Send: POST /QGame. Check, when its answer was
 * lost: the ticket list again, looking for a new ticket of this stake and size.
 */
export function saveTicketCall(
  queryClient: QueryClient,
): MoneyCallSpec<TicketToSave, QuickGameTicketCreated, QuickGameTicket, KnownTickets> {
  return {
    before: async (ticket, signal) => {
      const standing = await api.call('account.standing', {}, { signal });
      if (standing.balance < totalOf(ticket.bets)) {
        // The top bar shows the balance the refusal was judged on.
        void queryClient.invalidateQueries({ queryKey: accountQueries.standing().queryKey });
        throw new NoBalanceError();
      }
      return new Set((await readTickets(signal)).map((each) => each.ticketId));
    },
    send: (ticket, signal) =>
      api.call('quickGame.createTicket', { body: ticketRequest(ticket) }, { signal }),
    check: async (ticket, known, signal) => findSaved(await readTickets(signal), known, ticket),
  };
}
