import { toWinCents } from '@sportsbook/contracts/rules/odds';
import { teaserToWinCents } from '@sportsbook/contracts/rules/teaser';
import type { MockState } from '../../db/state.ts';
import { postEntry } from '../ledger.ts';
import { amountOf, cents } from '../money.ts';
import { MATCHUP_TYPE, TEASER_TICKET_PREFIX, WINNER } from './catalog.ts';
import { priceDisplay } from './lines.ts';
import type { MatchupRecord, OfferRecord, TeaserRecord, TicketRecord } from './records.ts';

/** Win of a stake in cents on some prices: the parlay product, or the teaser's price for that many teams. */
export function partToWinCents(
  stakeCents: number,
  prices: readonly number[],
  teaser?: TeaserRecord,
): number {
  if (stakeCents <= 0 || prices.length === 0) return 0;
  if (teaser) return teaserToWinCents(stakeCents, teaser.pricesList, prices.length) ?? 0;
  return toWinCents(stakeCents, prices);
}

/** partToWin for a decimal stake (a slip's or a ticket's), answered as a decimal amount. */
export const partToWin = (stake: number, prices: readonly number[], teaser?: TeaserRecord) =>
  amountOf(partToWinCents(cents(stake), prices, teaser));

/** The name a pick shows: the team, or for a proposition the question and the answer. */
export const pickName = (offer: OfferRecord, matchup: MatchupRecord): string =>
  matchup.matchupType === MATCHUP_TYPE.proposition
    ? `${matchup.matchupDescription}: ${offer.teamName}`
    : offer.teamName;

export interface TicketPick {
  offer: OfferRecord;
  matchup: MatchupRecord;
  ifRow: boolean;
  /** The line the bettor gets (teased lines differ from the offer's). */
  meterValue: string;
  price: number;
}

export interface NewTicket {
  userId: number;
  /** Straight, Parlay, If Bet, or 'Teaser <name>'. */
  ticketName: string;
  date: Date;
  amount: number;
  toWin: number;
  ifAmount: number;
  ifToWin: number;
  paymentMethod: string | null;
  bonusId: number | null;
  picks: readonly TicketPick[];
}

export function ticketNameOf(picks: readonly { ifRow: boolean }[], teaser?: TeaserRecord): string {
  if (teaser) return `${TEASER_TICKET_PREFIX}${teaser.name}`;
  if (picks.some((pick) => pick.ifRow)) return 'If Bet';
  return picks.length > 1 ? 'Parlay' : 'Straight';
}

/** A bonus stake comes off (or, on a push, back onto) the bonus balance, never the ledger. */
export function adjustBonus(state: MockState, bonusId: number, delta: number): void {
  state.db.bonus.update({
    where: { bonusId: { equals: bonusId } },
    data: { balance: (balance: number) => amountOf(cents(balance) + cents(delta)) },
  });
}

/** Stores a pending ticket with its items and debits the stake (bonus stakes leave the ledger alone). */
export function placeTicket(state: MockState, input: NewTicket): TicketRecord {
  const ticketNumber = state.nextId('ticket', 250001);
  const ticket = state.db.ticket.create({
    ticketNumber,
    userId: input.userId,
    ticketName: input.ticketName,
    date: input.date.toISOString(),
    amount: input.amount,
    toWin: input.toWin,
    ifAmount: input.ifAmount,
    ifToWin: input.ifToWin,
    winner: WINNER.pending,
    status: 'A',
    verified: 'Y',
    hasIf: input.picks.some((pick) => pick.ifRow),
    paymentMethod: input.paymentMethod,
    bonusId: input.bonusId,
    cashedOutAmount: null,
    settledAt: null,
  });
  for (const pick of input.picks) {
    const teamName = pickName(pick.offer, pick.matchup);
    state.db.ticketItem.create({
      id: state.nextId('ticketItem'),
      ticketNumber,
      offerId: pick.offer.offerId,
      eventId: pick.matchup.eventId,
      teamName,
      groupName: `${pick.matchup.sportName} - ${pick.matchup.leagueNameShort}`,
      betDisplay: `${teamName} ${priceDisplay(pick.meterValue, pick.price)}`,
      betName: pick.offer.betName,
      meterValue: pick.meterValue,
      price: pick.price,
      ifRow: pick.ifRow ? 1 : 0,
      winnerRow: '',
    });
  }
  if (input.paymentMethod === null) {
    postEntry(state, {
      userId: input.userId,
      amount: -input.amount,
      kind: 'wager',
      reference: String(ticketNumber),
      description: `Wager ticket #${ticketNumber}`,
      at: input.date,
    });
  } else if (input.bonusId !== null) {
    adjustBonus(state, input.bonusId, -input.amount);
  }
  return ticket;
}
