import { describe, expect, it } from 'vitest';
import type { BetType, QuickGameBetInput } from './quick-game.ts';
import {
  QUICK_GAME_BET_TYPES,
  QUICK_GAME_MESSAGES,
  QUICK_GAME_MESSAGE_KEYS,
  matchesMask,
  parseQuickGameBet,
  validateQuickGameTicket,
} from './quick-game.ts';

const parse = (bet: string, overrides: Partial<QuickGameBetInput> = {}) =>
  parseQuickGameBet({ bet, amount: 10, lotteryGroupId: 1, ...overrides }, QUICK_GAME_BET_TYPES);

const expectType = (bet: string, betTypeId: number, lotteryGroupId = 1): void => {
  const result = parse(bet, { lotteryGroupId });
  expect(result.ok && result.betType.betTypeId).toBe(betTypeId);
};

const expectMessage = (
  result: ReturnType<typeof parse>,
  message: (typeof QUICK_GAME_MESSAGES)[keyof typeof QUICK_GAME_MESSAGES],
): void => {
  expect(result).toMatchObject({ ok: false, message });
};

describe('quick-game messages', () => {
  it('are the exact spec texts, with what a typed amount can get wrong (decision 170)', () => {
    expect(Object.values(QUICK_GAME_MESSAGES)).toEqual([
      'The bet field cannot be empty.',
      'The amount field cannot be empty.',
      'Enter a valid amount.',
      'Enter the amount in dollars and cents (at most two decimals).',
      'The amount must be greater than 0.',
      'The amount is above the maximum allowed.',
      'You must select a lottery.',
      'You must have at least one bet.',
      'Type of bet no valid for this lottery.',
      'There are repeated numbers.',
      'Invalid apple.',
    ]);
  });

  it('each have an i18n key', () => {
    expect(Object.keys(QUICK_GAME_MESSAGE_KEYS)).toEqual(Object.keys(QUICK_GAME_MESSAGES));
    expect(QUICK_GAME_MESSAGE_KEYS.betEmpty).toBe('quickGame.betEmpty');
  });
});

describe('matchesMask', () => {
  it("reads '#' as a digit, 'E' and anything else literally", () => {
    expect(matchesMask('12E02', '##E0#')).toBe(true);
    expect(matchesMask('12e02', '##E0#')).toBe(false);
    expect(matchesMask('12E12', '##E0#')).toBe(false);
    expect(matchesMask('1a', '##')).toBe(false);
    expect(matchesMask('12-34', '##-##')).toBe(true);
    expect(matchesMask('12 34', '##-##')).toBe(false);
  });

  it('needs the same length', () => {
    expect(matchesMask('123', '##')).toBe(false);
    expect(matchesMask('1', '##')).toBe(false);
  });
});

describe('parseQuickGameBet', () => {
  it("accepts '27' as a Quiniela on lottery 1", () => {
    const result = parse('27');
    expect(result).toEqual({
      ok: true,
      bet: '27',
      amount: 10,
      betType: QUICK_GAME_BET_TYPES[0],
      numbers: ['27'],
    });
  });

  it('recognises every format of the spec', () => {
    expectType('12-34', 2);
    expectType('12-34-56', 3);
    expectType('-12-34', 4);
    expectType('-12-34-56', 5);
    expectType('01-12-23-34-45-56', 6);
    expectType('12E01', 7);
    expectType('12-34E02', 8);
    expectType('12-34-56E03', 9);
    expectType('1-2-3-4-5-6', 10);
    expectType('12-34', 11, 4);
    expectType('12-34-56-01', 12, 4);
  });

  it('splits the number groups and the apple', () => {
    expect(parse('-12-34')).toMatchObject({ ok: true, numbers: ['12', '34'] });
    expect(parse('12E02')).toMatchObject({ ok: true, numbers: ['12'], apple: 'E02' });
    expect(parse('12-34-56E03')).toMatchObject({ numbers: ['12', '34', '56'], apple: 'E03' });
  });

  it("refuses '12E04' as an invalid apple", () => {
    expectMessage(parse('12E04'), 'Invalid apple.');
    expectMessage(parse('12E00'), 'Invalid apple.');
  });

  it("refuses '27-27' for repeated numbers", () => {
    expect(parse('27-27')).toEqual({
      ok: false,
      message: 'There are repeated numbers.',
      messageKey: 'quickGame.repeatedNumbers',
    });
    expectMessage(parse('-12-34-12'), 'There are repeated numbers.');
    expectMessage(parse('12-12E01'), 'There are repeated numbers.');
    expectMessage(parse('12-12', { lotteryGroupId: 4 }), 'There are repeated numbers.');
  });

  it('lets JackPot digits repeat', () => {
    expect(parse('1-1-2-3-4-5')).toMatchObject({
      ok: true,
      numbers: ['1', '1', '2', '3', '4', '5'],
    });
  });

  it('resolves the shared Pale/Domino mask by lottery group', () => {
    expectType('12-34', 11, 4);
    expectType('12-34', 2, 1);
  });

  it('refuses non-Domino bet types on lottery group 4', () => {
    expectMessage(parse('27', { lotteryGroupId: 4 }), 'Type of bet no valid for this lottery.');
    expectMessage(parse('12E02', { lotteryGroupId: 4 }), 'Type of bet no valid for this lottery.');
  });

  it('refuses Domino 2 fichas outside lottery group 4', () => {
    expectMessage(parse('12-34-56-01'), 'Type of bet no valid for this lottery.');
  });

  it('refuses a bet that matches no mask', () => {
    expectMessage(parse('1234'), 'Type of bet no valid for this lottery.');
    expectMessage(parse('12-3'), 'Type of bet no valid for this lottery.');
  });

  it('refuses an empty bet first', () => {
    expectMessage(
      parse('', { amount: null, lotteryGroupId: null }),
      'The bet field cannot be empty.',
    );
    expectMessage(parse('   '), 'The bet field cannot be empty.');
  });

  it('refuses an empty amount before checking the lottery', () => {
    expectMessage(parse('27', { lotteryGroupId: null }), 'You must select a lottery.');
    for (const amount of [null, undefined, '', '  ']) {
      expectMessage(
        parse('27', { amount, lotteryGroupId: null }),
        'The amount field cannot be empty.',
      );
    }
  });

  // Decision 170: only a blank amount is "empty"; a typed one is told what is wrong with it.
  it.each([
    ['abc', 'en', 'Enter a valid amount.'],
    ['2,50', 'es', undefined],
    ['2,5', 'en', undefined],
    ['1,005', 'es', 'Enter the amount in dollars and cents (at most two decimals).'],
    ['0', 'es', 'The amount must be greater than 0.'],
    ['-2,50', 'es', 'The amount must be greater than 0.'],
    ['1.000.000.000', 'es', 'The amount is above the maximum allowed.'],
  ] as const)('reads the amount %j typed in %s', (amount, locale, message) => {
    const result = parse('27', { amount, locale });
    if (message === undefined) expect(result).toMatchObject({ ok: true, amount: 2.5 });
    else expectMessage(result, message);
  });

  it('refuses a stake of 0 given as a number', () => {
    expectMessage(parse('27', { amount: 0 }), 'The amount must be greater than 0.');
  });

  it('reads a typed amount', () => {
    expect(parse('27', { amount: ' 2.5 ' })).toMatchObject({ ok: true, amount: 2.5 });
  });

  it('refuses a bet without a lottery', () => {
    expectMessage(parse('27', { lotteryGroupId: undefined }), 'You must select a lottery.');
  });

  it('checks the bet type before the apple and the apple before repeats', () => {
    expectMessage(parse('12-12E04'), 'Invalid apple.');
    expectMessage(parse('27-27', { lotteryGroupId: 4 }), 'There are repeated numbers.');
  });

  it('uses the bet types it is given', () => {
    const onlyPale: BetType[] = [
      { betTypeId: 2, betCode: 'P', mask: '##-##', betTypeName: 'Pale' },
    ];
    const result = parseQuickGameBet({ bet: '27', amount: 5, lotteryGroupId: 1 }, onlyPale);
    expect(result).toMatchObject({ ok: false, message: 'Type of bet no valid for this lottery.' });
  });
});

describe('validateQuickGameTicket', () => {
  it('needs at least one bet', () => {
    expect(validateQuickGameTicket([], 1)).toEqual({
      ok: false,
      message: 'You must have at least one bet.',
      messageKey: 'quickGame.noBets',
    });
  });

  it('needs a lottery', () => {
    expect(validateQuickGameTicket([{}], null)).toMatchObject({
      message: 'You must select a lottery.',
    });
  });

  it('accepts a ticket with bets and a lottery', () => {
    expect(validateQuickGameTicket([{}], 1)).toEqual({ ok: true });
  });
});
