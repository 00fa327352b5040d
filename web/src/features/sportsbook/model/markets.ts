import type { Matchup, OddsLine, OddsPrice } from '@sportsbook/contracts/schemas/sportsbook';

export type MarketKey =
  | 'moneyline'
  | 'spread'
  | 'total'
  | 'draw'
  | 'superSpread'
  | 'altSpreads'
  | 'altTotals'
  | 'teamTotals'
  | 'scoreFirst'
  | 'oddEven'
  | 'firstInning';

/** One price of a market with what it is for: a team (away/home), over/under, odd/even or draw. */
export interface MarketPrice {
  side: 'away' | 'home' | 'over' | 'under' | 'odd' | 'even' | 'draw';
  /** For team totals: whose total. */
  team?: 'away' | 'home';
  odds: OddsPrice;
}

export interface Market {
  key: MarketKey;
  prices: MarketPrice[];
}

const one = (side: MarketPrice['side'], odds: OddsPrice | null, team?: 'away' | 'home') =>
  odds ? [{ side, odds, ...(team ? { team } : {}) }] : [];

/**
 * Every market a period offers, in the order a bettor scans them (the main three first); markets
 * with no price are left out.
 */
export function marketsOf(line: OddsLine): Market[] {
  const markets: Market[] = [
    { key: 'moneyline', prices: [...one('away', line.awayMoney), ...one('home', line.homeMoney)] },
    { key: 'spread', prices: [...one('away', line.awaySpread), ...one('home', line.homeSpread)] },
    { key: 'total', prices: [...one('over', line.totalOver), ...one('under', line.totalUnder)] },
    { key: 'draw', prices: one('draw', line.draw) },
    {
      key: 'superSpread',
      prices: [...one('away', line.awaySuperSpread), ...one('home', line.homeSuperSpread)],
    },
    {
      key: 'altSpreads',
      prices: [
        ...line.awayAltSpreads.map((odds) => ({ side: 'away' as const, odds })),
        ...line.homeAltSpreads.map((odds) => ({ side: 'home' as const, odds })),
      ],
    },
    {
      key: 'altTotals',
      prices: [
        ...line.altTotalsOver.map((odds) => ({ side: 'over' as const, odds })),
        ...line.altTotalsUnder.map((odds) => ({ side: 'under' as const, odds })),
      ],
    },
    {
      key: 'teamTotals',
      prices: [
        ...one('over', line.awayTeamTotalOver, 'away'),
        ...one('under', line.awayTeamTotalUnder, 'away'),
        ...one('over', line.homeTeamTotalOver, 'home'),
        ...one('under', line.homeTeamTotalUnder, 'home'),
      ],
    },
    {
      key: 'scoreFirst',
      prices: [...one('away', line.awayScoreFirst), ...one('home', line.homeScoreFirst)],
    },
    { key: 'oddEven', prices: [...one('odd', line.odd), ...one('even', line.even)] },
    {
      key: 'firstInning',
      prices: [...one('away', line.awayFirstInning), ...one('home', line.homeFirstInning)],
    },
  ];
  return markets.filter((market) => market.prices.length > 0);
}

/** The period a ?period= asks for when the event has it; else the game line, else the first. */
export function chosenPeriod(
  odds: readonly OddsLine[],
  asked: string | null,
): OddsLine | undefined {
  return (
    odds.find((line) => line.line.shortName === asked) ??
    odds.find((line) => line.line.shortName === 'G') ??
    odds[0]
  );
}

/** SPEC §2: an event id with an underscore is a child or self matchup of another event. */
export const isChildEvent = (matchup: Pick<Matchup, 'eventId'>): boolean =>
  matchup.eventId.includes('_');
