import { describe, expect, it } from 'vitest';
import type { TeaserPrice } from './teaser.ts';
import { teaserPrice, teaserTeamCountValid, teaserToWin } from './teaser.ts';

const prices: TeaserPrice[] = [
  { cntTeam: 2, price: -110 },
  { cntTeam: 3, price: 160 },
  { cntTeam: 4, price: 250 },
];

describe('teaserPrice', () => {
  it('looks the price up by the exact number of teams', () => {
    expect(teaserPrice(prices, 2)).toBe(-110);
    expect(teaserPrice(prices, 3)).toBe(160);
  });

  it('has no price for a team count that is not listed', () => {
    expect(teaserPrice(prices, 1)).toBeUndefined();
    expect(teaserPrice(prices, 5)).toBeUndefined();
    expect(teaserPrice([], 2)).toBeUndefined();
  });
});

describe('teaserToWin', () => {
  it('pays the stake at the price for the team count, floored', () => {
    expect(teaserToWin(100, prices, 2)).toBe(90);
    expect(teaserToWin(100, prices, 3)).toBe(160);
    expect(teaserToWin(15, prices, 2)).toBe(13);
  });

  it('is undefined when the team count has no price', () => {
    expect(teaserToWin(100, prices, 6)).toBeUndefined();
  });
});

describe('teaserTeamCountValid', () => {
  const teaser = { minTeam: 2, maxTeam: 4 };

  it('accepts counts inside the range, bounds included', () => {
    expect(teaserTeamCountValid(teaser, 2)).toBe(true);
    expect(teaserTeamCountValid(teaser, 3)).toBe(true);
    expect(teaserTeamCountValid(teaser, 4)).toBe(true);
  });

  it('refuses counts outside the range or not whole', () => {
    expect(teaserTeamCountValid(teaser, 1)).toBe(false);
    expect(teaserTeamCountValid(teaser, 5)).toBe(false);
    expect(teaserTeamCountValid(teaser, 2.5)).toBe(false);
  });
});
