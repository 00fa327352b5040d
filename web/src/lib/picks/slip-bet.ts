import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';
import type { SaveWagerResponse } from '@sportsbook/contracts/schemas/sportsbook';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { createMoneyCallStore } from '../money-call-machine.ts';

/** What the bettor typed for a bet: the stakes, and the bonus that pays it (bonus mode). */
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
 * The bet being placed from the slip, in the money-call machine's store (lib/money-call-machine.ts;
 * what the bet sends and says: features/bet-slip/model/place-bet.ts). It lives in a module, not in
 * a component: on a phone the slip is a sheet the bettor may close while the bet is under way, and
 * the sheet opened again must still say "Checking your bet…" and must not send the slip a second
 * time. It lives beside the picks because every price on every page asks it (`betUnderWay`).
 */
export const slipBet = createMoneyCallStore<
  WagerOrder,
  SaveWagerResponse,
  PlacedWager,
  KnownTickets
>();

/** A bet is being placed or checked: no pick joins or leaves the slip it sends. */
export const betUnderWay = (): boolean => slipBet.get().phase !== null;
