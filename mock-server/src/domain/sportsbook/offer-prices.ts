import type { MockState } from '../../db/state.ts';
import { badRequest, notFound } from '../errors.ts';
import { findOffer } from './records.ts';

export interface MovedPrice {
  offerId: string;
  previousPrice: number;
  price: number;
}

/**
 * Moves an offer's price, as a trader would. Slips holding the offer then show the pick with
 * hasChanged and the new price. Meant for the control API (screens and journeys that need a moved line).
 */
export function moveOfferPrice(state: MockState, offerId: string, price: number): MovedPrice {
  const offer = findOffer(state, offerId);
  if (!offer) throw notFound('Offer');
  if (!Number.isInteger(price) || Math.abs(price) < 100) {
    throw badRequest(
      'The price must be an American price: a whole number of at least 100 or at most -100.',
    );
  }
  // Called from outside the request pipeline: cached reads must go stale.
  state.revision += 1;
  state.db.offer.update({
    where: { offerId: { equals: offerId } },
    data: { price, previousPrice: offer.price },
  });
  return { offerId, previousPrice: offer.price, price };
}
