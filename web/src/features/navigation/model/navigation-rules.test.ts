import { describe, expect, it } from 'vitest';
import { DicesIcon, LayoutGridIcon, SpadeIcon, TrophyIcon } from 'lucide-react';
import { badgeCount } from './badge-count.ts';
import { bonusSummary } from './bonus-summary.ts';
import { menuIcon, sportIcon } from './icons.tsx';
import { leaguePath } from '@/lib/sportsbook/sportsbook-paths.ts';

describe('leaguePath', () => {
  it('builds leagues/{sport}/{league}, encoded', () => {
    expect(leaguePath('Basketball', 'NBA')).toBe('/leagues/Basketball/NBA');
    expect(leaguePath('Table Tennis', 'A/B')).toBe('/leagues/Table%20Tennis/A%2FB');
  });
});

describe('badgeCount', () => {
  it('shows the count up to 99 and 99 above it', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99');
    expect(badgeCount(4321)).toBe('99');
  });
});

describe('bonusSummary', () => {
  it('sums what is left on the bonuses', () => {
    const bonus = (bonusId: number, balance: number) => ({
      bonusId,
      bonusName: 'Deposit bonus',
      amount: 100,
      balance,
      expirationDate: '2030-01-01T00:00:00.000Z',
    });
    expect(bonusSummary({ bonusList: [bonus(1, 20), bonus(2, 5.5)] })).toEqual({
      hasBonus: true,
      total: 25.5,
    });
    expect(bonusSummary({ bonusList: [] })).toEqual({ hasBonus: false, total: 0 });
  });
});

describe('icons', () => {
  it('maps known menu icon names and falls back to the default icon', () => {
    expect(menuIcon('casino')).toBe(DicesIcon);
    expect(menuIcon('Poker')).toBe(SpadeIcon);
    expect(menuIcon('no-such-icon')).toBe(LayoutGridIcon);
    expect(menuIcon(null)).toBe(LayoutGridIcon);
    expect(sportIcon('Curling')).toBe(TrophyIcon);
  });
});
