import type { EndpointParsedInput } from '@sportsbook/contracts/endpoint';
import type { Registry } from '@sportsbook/contracts/registry';
import {
  parseQuickGameBet,
  QUICK_GAME_MESSAGES,
  validateQuickGameTicket,
  type BetType,
} from '@sportsbook/contracts/rules/quick-game';
import type { QuickGameTicketCreated } from '@sportsbook/contracts/schemas/quick-game';
import type { MockState } from '../../db/state.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { Caller } from '../handler.ts';
import { availableCentsOf, balanceOf, postEntry } from '../ledger.ts';
import { amountOf, cents } from '../money.ts';

export type QuickGameTicketRequest = EndpointParsedInput<
  Registry['quickGame.createTicket']
>['body'];
type QuickGameItem = QuickGameTicketRequest['Items'][number];

export const QUICK_GAMES_DISABLED = 'Quick games are not enabled for this account.';
/** SPEC §8: the quick-game screen's no-balance text, in Spanish as the spec writes it. */
export const QUICK_GAME_NO_BALANCE = 'No tienes balance suficiente para realizar este ticket.';

export function betTypesOf(state: MockState): BetType[] {
  return state.db.betType.findMany({ orderBy: { betTypeId: 'asc' } }).map((betType) => ({
    betTypeId: betType.betTypeId,
    betCode: betType.betCode,
    mask: betType.mask,
    betTypeName: betType.betTypeName,
  }));
}

/** Repeats the client's checks with the shared rule; the first broken item's message is the answer. */
function checkItem(
  item: QuickGameItem,
  lotteryGroupId: number,
  betTypes: readonly BetType[],
): void {
  const parsed = parseQuickGameBet(
    { bet: item.betDefinition, amount: item.betAmount, lotteryGroupId },
    betTypes,
  );
  if (!parsed.ok) throw badRequest(parsed.message);
  // The bet text decides the type (one mask per type within a lottery): a different id is a wrong type.
  if (parsed.betType.betTypeId !== item.betType)
    throw badRequest(QUICK_GAME_MESSAGES.betTypeInvalid);
}

/** Places a ticket: validates every bet, checks the balance, then debits the ledger. */
export function createQuickGameTicket(
  state: MockState,
  { user, settings }: Caller,
  request: QuickGameTicketRequest,
): QuickGameTicketCreated {
  if (!settings.quickGameEnabled) throw forbidden(QUICK_GAMES_DISABLED);
  const lottery = state.db.lottery.findFirst({
    where: { lottGroupId: { equals: request.LotteryGroupId } },
  });
  if (!lottery) throw badRequest(QUICK_GAME_MESSAGES.lotteryRequired);
  const ticketCheck = validateQuickGameTicket(request.Items, lottery.lottGroupId);
  if (!ticketCheck.ok) throw badRequest(ticketCheck.message);
  const betTypes = betTypesOf(state);
  for (const item of request.Items) checkItem(item, lottery.lottGroupId, betTypes);

  // Whole cents by the contract; the available balance must cover it (decision 082).
  const amount = cents(request.Amount);
  if (availableCentsOf(state, user.userId) < amount) throw badRequest(QUICK_GAME_NO_BALANCE);

  const ticket = storeQuickGameTicket(state, {
    userId: user.userId,
    lottery,
    items: request.Items,
    amount: amountOf(amount),
    at: state.now(),
  });
  return { ticketId: ticket.ticketId, accountBalance: balanceOf(state, user.userId) };
}

export interface NewQuickGameTicket {
  userId: number;
  lottery: { lottGroupId: number; lottGroupName: string };
  items: readonly QuickGameItem[];
  amount: number;
  at: Date;
}

/** Saves the ticket and posts its stake to the ledger (which pushes UserBalanceUpdate). */
export function storeQuickGameTicket(state: MockState, ticket: NewQuickGameTicket) {
  const created = state.db.quickGameTicket.create({
    ticketId: state.nextId('quickGameTicket', 80001),
    userId: ticket.userId,
    createdDate: ticket.at.toISOString(),
    lottGroupId: ticket.lottery.lottGroupId,
    lottGroupName: ticket.lottery.lottGroupName,
    amount: ticket.amount,
  });
  for (const item of ticket.items) {
    state.db.quickGameItem.create({
      id: state.nextId('quickGameItem'),
      ticketId: created.ticketId,
      ...item,
    });
  }
  postEntry(state, {
    userId: ticket.userId,
    amount: -ticket.amount,
    kind: 'quickgame',
    reference: `QG${created.ticketId}`,
    description: `Quick game ticket #${created.ticketId} (${ticket.lottery.lottGroupName})`,
    at: ticket.at,
  });
  return created;
}
