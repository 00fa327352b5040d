import { describe, expect, it } from 'vitest';
import { parseQuickGameBet, QUICK_GAME_BET_TYPES } from '@sportsbook/contracts/rules/quick-game';
import { betTypeHelp, exampleFor } from './mask-example.ts';

describe('exampleFor', () => {
  it('fills each number group differently and gives apples E01', () => {
    expect(exampleFor('##')).toBe('12');
    expect(exampleFor('-##-##-##')).toBe('-12-23-34');
    expect(exampleFor('##-##E0#')).toBe('12-23E01');
    expect(exampleFor('#-#-#-#-#-#')).toBe('1-2-3-4-5-6');
  });

  it('gives every seeded bet type an example its own rule accepts', () => {
    for (const betType of QUICK_GAME_BET_TYPES) {
      const lotteryGroupId = [11, 12].includes(betType.betTypeId) ? 4 : 1;
      const parsed = parseQuickGameBet(
        { bet: exampleFor(betType.mask), amount: 1, lotteryGroupId },
        QUICK_GAME_BET_TYPES,
      );
      expect(parsed.ok && parsed.betType.betTypeId).toBe(betType.betTypeId);
    }
  });
});

describe('betTypeHelp', () => {
  it('lists every type without a lottery, and only what the lottery takes with one', () => {
    expect(betTypeHelp(QUICK_GAME_BET_TYPES, null)).toHaveLength(QUICK_GAME_BET_TYPES.length);
    const domino = betTypeHelp(QUICK_GAME_BET_TYPES, 4).map((row) => row.betType.betTypeName);
    expect(domino).toEqual(['Domino', 'Domino 2 fichas']);
    const other = betTypeHelp(QUICK_GAME_BET_TYPES, 1).map((row) => row.betType.betTypeId);
    expect(other).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
