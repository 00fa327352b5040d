import type {
  OddsLine,
  OddsPrice,
  Offer,
  OfferGroup,
} from '@sportsbook/contracts/schemas/sportsbook';
import { MARKET, periodDescription } from './catalog.ts';
import { offerDisplay, priceDisplay } from './lines.ts';
import type { OfferRecord } from './records.ts';

export const lineOf = (period: string) => ({
  shortName: period,
  description: periodDescription(period),
});

const toPrice = (offer: OfferRecord): OddsPrice => ({
  offerId: offer.offerId,
  price: offer.price,
  points: offer.points,
  display: priceDisplay(offer.metterValue, offer.price),
});

/** Every market of one period, each price null (or an empty list) when not offered. */
export function oddsLineOf(period: string, offers: readonly OfferRecord[]): OddsLine {
  const inPeriod = offers.filter((offer) => offer.period === period);
  const one = (market: string, side: string): OddsPrice | null => {
    const offer = inPeriod.find((o) => o.market === market && o.side === side && !o.isAlternate);
    return offer ? toPrice(offer) : null;
  };
  const alternates = (market: string, side: string): OddsPrice[] =>
    inPeriod.filter((o) => o.market === market && o.side === side && o.isAlternate).map(toPrice);
  return {
    line: lineOf(period),
    awayMoney: one(MARKET.moneyline, 'away'),
    homeMoney: one(MARKET.moneyline, 'home'),
    draw: one(MARKET.draw, 'draw'),
    awayScoreFirst: one(MARKET.scoreFirst, 'away'),
    homeScoreFirst: one(MARKET.scoreFirst, 'home'),
    awaySpread: one(MARKET.spread, 'away'),
    homeSpread: one(MARKET.spread, 'home'),
    awaySuperSpread: one(MARKET.superSpread, 'away'),
    homeSuperSpread: one(MARKET.superSpread, 'home'),
    awayAltSpreads: alternates(MARKET.spread, 'away'),
    homeAltSpreads: alternates(MARKET.spread, 'home'),
    awayTeamTotalOver: one(MARKET.teamTotal, 'awayOver'),
    awayTeamTotalUnder: one(MARKET.teamTotal, 'awayUnder'),
    homeTeamTotalOver: one(MARKET.teamTotal, 'homeOver'),
    homeTeamTotalUnder: one(MARKET.teamTotal, 'homeUnder'),
    totalOver: one(MARKET.total, 'over'),
    totalUnder: one(MARKET.total, 'under'),
    altTotalsOver: alternates(MARKET.total, 'over'),
    altTotalsUnder: alternates(MARKET.total, 'under'),
    odd: one(MARKET.oddEven, 'odd'),
    even: one(MARKET.oddEven, 'even'),
    awayFirstInning: one(MARKET.firstInning, 'away'),
    homeFirstInning: one(MARKET.firstInning, 'home'),
  };
}

const LABELS: Record<string, string> = { over: 'Over', under: 'Under', draw: 'Draw' };

export const toOffer = (offer: OfferRecord, selected: ReadonlySet<string>): Offer => ({
  offerId: offer.offerId,
  label: LABELS[offer.side] ?? offer.teamName,
  display: offerDisplay(offer.metterValue, offer.price),
  selected: selected.has(offer.offerId),
});

type Pick = (offer: OfferRecord) => boolean;

/** Offer buttons per period: one group for each period that has any of the picked offers. */
export function offerGroups(
  periods: readonly string[],
  offers: readonly OfferRecord[],
  pick: Pick,
  selected: ReadonlySet<string>,
): OfferGroup[] {
  return periods.flatMap((period) => {
    const chosen = offers.filter(
      (offer) => offer.period === period && !offer.isAlternate && pick(offer),
    );
    return chosen.length > 0
      ? [{ line: lineOf(period), offers: chosen.map((o) => toOffer(o, selected)) }]
      : [];
  });
}

const TEAM_MARKETS: readonly string[] = [MARKET.moneyline, MARKET.spread];
const GAME_MARKETS: readonly string[] = [MARKET.total, MARKET.draw];

export const awayPick: Pick = (offer) =>
  offer.side === 'away' && TEAM_MARKETS.includes(offer.market);
export const homePick: Pick = (offer) =>
  offer.side === 'home' && TEAM_MARKETS.includes(offer.market);
export const gamePick: Pick = (offer) => GAME_MARKETS.includes(offer.market);
