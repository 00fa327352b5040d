import { centsOf } from '@sportsbook/contracts/rules/money';
import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';
import type { SaveWagerResponse } from '@sportsbook/contracts/schemas/sportsbook';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { api } from '../api.ts';
import type { Found, MoneyCallSpec } from '../money-call.ts';

export interface WagerInput {
  wagerAmount: number;
  ifWagerAmount: number;
  bonusId: number | null;
}

/** One press of Place bet: the slip as it was sent, and the stake typed. */
export interface WagerOrder extends WagerInput {
  slipId: string;
  itemCount: number;
}

/** The pending tickets there were before the bet: what the check looks past. */
export type KnownTickets = ReadonlySet<number>;

/** What a check found placed: the ticket, and the server's account as the same read told it. */
export interface PlacedWager {
  ticket: Ticket;
  snapshot: AccountSnapshot;
}

/**
 * GET /account/snapshot, asked afresh: every pending ticket whatever its date (the ticket list
 * needs a date range, which another clock could miss) and the balance, in one read.
 */
export const readAccount = (signal: AbortSignal): Promise<AccountSnapshot> =>
  api.call('account.snapshot', {}, { signal });

export const knownTickets = (snapshot: AccountSnapshot): KnownTickets =>
  new Set(snapshot.pendingTickets.map((ticket) => ticket.ticketNumber));

/**
 * The ticket the bet made, among pending tickets that were not there before: as many picks as the
 * slip and, preferably, the same stake. `sameStake` requires it (a refusal is overruled only by a
 * ticket of this very send); otherwise another stake is taken too, since a retry may carry another
 * stake than the lost first send and a slip is placed only once. The newest comes first in the
 * snapshot. A bet of as many picks placed meanwhile from another tab would be taken for it; the
 * count stays right.
 */
export function findPlaced(
  snapshot: AccountSnapshot,
  known: KnownTickets,
  order: WagerOrder,
  { sameStake = false }: { sameStake?: boolean } = {},
): Found<PlacedWager> {
  const fresh = snapshot.pendingTickets.filter(
    (ticket) => !known.has(ticket.ticketNumber) && ticket.items.length === order.itemCount,
  );
  const stake = centsOf(order.wagerAmount);
  const ticket =
    fresh.find((each) => centsOf(each.amount) === stake) ?? (sameStake ? undefined : fresh[0]);
  return ticket ? { done: true, found: { ticket, snapshot } } : { done: false };
}

/** SPEC §7 POST /wager, as the contract names its fields. */
export const submitWager = (order: WagerOrder, signal: AbortSignal): Promise<SaveWagerResponse> =>
  api.call(
    'wager.submit',
    {
      body: {
        betSlipId: order.slipId,
        wagerAmount: order.wagerAmount,
        ifWagerAmount: order.ifWagerAmount,
        paymentMethod: order.bonusId === null ? null : 'Bonus',
        authorizationNumber: order.bonusId === null ? null : String(order.bonusId),
      },
    },
    { signal },
  );

/**
 * Place bet as a money call (issue 24, lib/money-call.ts). Before: the pending tickets there are
 * (or, on a retry of a slip whose answer was lost, the ones there were before its first send,
 * `earlier`). Send: POST /wager. Check, when the answer was lost: the pending tickets again,
 * looking for a new one from this slip. The server's GET /wager/slip/{id} does not say whether a
 * slip was placed, so the tickets are the only read that can tell.
 */
export function wagerCall(
  earlier: KnownTickets | null,
  onKnown: (known: KnownTickets) => void,
): MoneyCallSpec<WagerOrder, SaveWagerResponse, PlacedWager, KnownTickets> {
  return {
    before: async (_order, signal) => {
      const known = earlier ?? knownTickets(await readAccount(signal));
      onKnown(known);
      return known;
    },
    send: submitWager,
    check: async (order, known, signal) => findPlaced(await readAccount(signal), known, order),
  };
}
