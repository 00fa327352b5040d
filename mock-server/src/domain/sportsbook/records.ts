import type { Db } from '../../db/models.ts';
import type { MockState } from '../../db/state.ts';
import { FINAL_STATE, OPEN_STATE } from './catalog.ts';

type SportsbookModel =
  'matchup' | 'offer' | 'slip' | 'slipItem' | 'ticket' | 'ticketItem' | 'teaser';
type RecordOf<M extends SportsbookModel> = ReturnType<Db[M]['getAll']>[number];

export type MatchupRecord = RecordOf<'matchup'>;
export type OfferRecord = RecordOf<'offer'>;
export type SlipRecord = RecordOf<'slip'>;
export type SlipItemRecord = RecordOf<'slipItem'>;
export type TicketRecord = RecordOf<'ticket'>;
export type TicketItemRecord = RecordOf<'ticketItem'>;
/** A teaser with its price table (kept as rows in the db). */
export type TeaserRecord = RecordOf<'teaser'> & {
  pricesList: { cntTeam: number; price: number }[];
};

// @mswjs/data scans every record and compiles the query per record even for primary keys; over the
// ~10k seeded offers that costs milliseconds per lookup, so lookups filter getAll() in plain code.

export const findOffer = (state: MockState, offerId: string): OfferRecord | undefined =>
  state.db.offer.getAll().find((offer) => offer.offerId === offerId);

export const findMatchup = (state: MockState, eventId: string): MatchupRecord | undefined =>
  state.db.matchup.getAll().find((matchup) => matchup.eventId === eventId);

/** Offers grouped by event id, for building many matchups at once. */
export function offersByEvent(state: MockState): Map<string, OfferRecord[]> {
  const byEvent = new Map<string, OfferRecord[]>();
  for (const offer of state.db.offer.getAll()) {
    const list = byEvent.get(offer.eventId);
    if (list) list.push(offer);
    else byEvent.set(offer.eventId, [offer]);
  }
  return byEvent;
}

export function hasStarted(matchup: MatchupRecord, now: Date): boolean {
  return matchup.state !== OPEN_STATE || Date.parse(matchup.eventDate) <= now.getTime();
}

/** Still taking bets: pending and not yet at its start time. */
export const isOpenForBetting = (matchup: MatchupRecord, now: Date): boolean =>
  !hasStarted(matchup, now);

export const isFinal = (matchup: MatchupRecord): boolean => matchup.state === FINAL_STATE;

export const slipItemsOf = (state: MockState, slipId: string): SlipItemRecord[] =>
  state.db.slipItem
    .getAll()
    .filter((item) => item.slipId === slipId)
    .sort((a, b) => a.id - b.id);

export const ticketItemsOf = (state: MockState, ticketNumber: number): TicketItemRecord[] =>
  state.db.ticketItem
    .getAll()
    .filter((item) => item.ticketNumber === ticketNumber)
    .sort((a, b) => a.id - b.id);

/** Offer ids on the caller's slips that are not yet placed (offers show them as selected). */
export function selectedOfferIds(state: MockState, userId: number): Set<string> {
  const openSlips = new Set(
    state.db.slip
      .getAll()
      .filter((slip) => slip.userId === userId && slip.submittedTicket === null)
      .map((slip) => slip.slipId),
  );
  return new Set(
    state.db.slipItem
      .getAll()
      .filter((item) => openSlips.has(item.slipId))
      .map((item) => item.offerId),
  );
}
