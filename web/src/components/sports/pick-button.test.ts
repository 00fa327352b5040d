import { describe, expect, it } from 'vitest';
import { priceView } from './pick-button.tsx';

const odds = (price: number, display: string) => ({ offerId: 'o-1', price, points: -1.5, display });

describe('priceView', () => {
  it('splits the line from the American price', () => {
    expect(priceView(odds(-110, '-1.5 -110'))).toEqual({
      offerId: 'o-1',
      line: '-1.5',
      price: '-110',
    });
  });

  // Issue 36: the contract's price is any integer; 4 or -2 used to throw in render (error page).
  it('shows a price that is no American price (|price| < 100) as not offered', () => {
    for (const price of [0, 4, -2, 99, -99]) expect(priceView(odds(price, `${price}`))).toBeNull();
  });
});
