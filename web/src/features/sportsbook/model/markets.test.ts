import { describe, expect, it } from 'vitest';
import type { OddsLine, OddsPrice } from '@sportsbook/contracts/schemas/sportsbook';
import { chosenPeriod, isChildEvent, marketsOf } from './markets.ts';

const price = (offerId: string, value = -110): OddsPrice => ({
  offerId,
  price: value,
  points: null,
  display: String(value),
});

const line = (shortName: string, patch: Partial<OddsLine> = {}): OddsLine => ({
  line: { shortName, description: shortName },
  awayMoney: null,
  homeMoney: null,
  draw: null,
  awayScoreFirst: null,
  homeScoreFirst: null,
  awaySpread: null,
  homeSpread: null,
  awaySuperSpread: null,
  homeSuperSpread: null,
  awayAltSpreads: [],
  homeAltSpreads: [],
  awayTeamTotalOver: null,
  awayTeamTotalUnder: null,
  homeTeamTotalOver: null,
  homeTeamTotalUnder: null,
  totalOver: null,
  totalUnder: null,
  altTotalsOver: [],
  altTotalsUnder: [],
  odd: null,
  even: null,
  awayFirstInning: null,
  homeFirstInning: null,
  ...patch,
});

describe('marketsOf', () => {
  it('lists only the markets with a price, main markets first', () => {
    const markets = marketsOf(
      line('G', {
        awayMoney: price('a'),
        homeMoney: price('h'),
        odd: price('o'),
        altTotalsOver: [price('t1'), price('t2')],
      }),
    );
    expect(markets.map((market) => market.key)).toEqual(['moneyline', 'altTotals', 'oddEven']);
    expect(markets[1]?.prices.map((p) => [p.side, p.odds.offerId])).toEqual([
      ['over', 't1'],
      ['over', 't2'],
    ]);
  });

  it('names whose total a team-total price is', () => {
    const [teamTotals] = marketsOf(line('G', { homeTeamTotalUnder: price('u') }));
    expect(teamTotals?.prices).toEqual([{ side: 'under', team: 'home', odds: price('u') }]);
  });
});

describe('chosenPeriod', () => {
  const odds = [line('H1'), line('G'), line('Q1')];
  it('takes the asked period, else the game line, else the first', () => {
    expect(chosenPeriod(odds, 'Q1')?.line.shortName).toBe('Q1');
    expect(chosenPeriod(odds, 'X')?.line.shortName).toBe('G');
    expect(chosenPeriod([line('H1')], null)?.line.shortName).toBe('H1');
    expect(chosenPeriod([], null)).toBeUndefined();
  });

  it('tells a child or self matchup by the underscore in its id', () => {
    expect(isChildEvent({ eventId: '40039_2' })).toBe(true);
    expect(isChildEvent({ eventId: '40039' })).toBe(false);
  });
});
