import { describe, expect, it } from 'vitest';
import { slipItem } from '@/test/slip-item.ts';
import { formatPriceText } from '@/lib/odds-settings.ts';
import { splitPriceChanges, type PriceChange } from './slip-rules.ts';

const item = slipItem({ hasChanged: true });
const change = (from: number | null, to: number): PriceChange => ({ item, from, to });
const accepted = (changes: PriceChange[], policy: 'ask' | 'higher' | 'any') =>
  splitPriceChanges(changes, policy).accept.map(({ from, to }) => [from, to]);

describe('splitPriceChanges (issue 25, decision 121)', () => {
  const moves = [change(-110, 105), change(105, -110), change(-100, 100), change(null, 150)];

  it('asks about every move by default', () => {
    expect(accepted(moves, 'ask')).toEqual([]);
    expect(splitPriceChanges(moves, 'ask').ask).toHaveLength(4);
  });

  it('accepts a move to a price paying at least as much, never one whose old price is unknown', () => {
    expect(accepted(moves, 'higher')).toEqual([
      [-110, 105],
      [-100, 100],
    ]);
  });

  it('accepts every move', () => {
    expect(accepted(moves, 'any')).toHaveLength(4);
  });
});

describe('formatPriceText', () => {
  it.each([
    ['-110', 'decimal', '1.91'],
    ['+150', 'fractional', '3/2'],
    ['-110', 'american', '-110'],
    ['EV', 'decimal', 'EV'],
    ['+5.5', 'decimal', '+5.5'],
  ] as const)('shows %s in %s as %s', (text, format, shown) => {
    expect(formatPriceText(text, format)).toBe(shown);
  });
});
