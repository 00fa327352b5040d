import { describe, expect, it } from 'vitest';
import type { PublicOdds } from '@sportsbook/contracts/schemas/sportsbook';
import { gameEvent } from '@/test/sportsbook-data.ts';
import { gameOdds } from './format-odds.ts';

const odds: PublicOdds = {
  awayMoney: 150,
  homeMoney: -170,
  awayRunLine: 1.5,
  homeRunLine: -1.5,
  awayDisplay: '+1.5 -120',
  homeDisplay: '-1.5 +100',
  points: 8.5,
  priceOver: -110,
  priceUnder: -105,
};

const game = (leagueName: string, gameLine: PublicOdds[] = [odds]) =>
  gameEvent({ leagueName, gameLine });

describe('gameOdds', () => {
  it('shows money line, spread and the total (over away, under home) of the first odds row', () => {
    expect(gameOdds(game('MLB'))).toEqual({
      away: {
        moneyline: { market: 'moneyline', line: null, price: '+150' },
        spread: { market: 'spread', line: '+1.5', price: '-120' },
        total: { market: 'total', line: 'o8.5', price: '-110' },
      },
      home: {
        moneyline: { market: 'moneyline', line: null, price: '-170' },
        spread: { market: 'spread', line: '-1.5', price: '+100' },
        total: { market: 'total', line: 'u8.5', price: '-105' },
      },
    });
  });

  it('leaves markets that are not offered empty', () => {
    const none = { ...odds, awayMoney: null, awayDisplay: null, points: null };
    const { away, home } = gameOdds(game('MLB', [none]));
    expect(away).toEqual({ moneyline: null, spread: null, total: null });
    expect(home.total).toBeNull();
    expect(gameOdds(game('MLB', [])).home).toEqual({ moneyline: null, spread: null, total: null });
  });

  it('shows a price that is no American price (|price| < 100) as not offered', () => {
    const { away, home } = gameOdds(game('MLB', [{ ...odds, awayMoney: 0, priceUnder: 50 }]));
    expect(away.moneyline).toBeNull();
    expect(home.total).toBeNull();
    expect(home.moneyline).toEqual({ market: 'moneyline', line: null, price: '-170' });
  });
});
