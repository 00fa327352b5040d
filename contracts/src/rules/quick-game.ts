import type { AmountProblem } from './amount-input.ts';
import { readAmountInput } from './amount-input.ts';
import { isBlankInput } from './number-input.ts';

export const QUICK_GAME_MOSID = 1;
export const QUICK_GAME_CHANNEL = 'Web';
export const DOMINO_LOTTERY_GROUP_ID = 4;
export const DOMINO_BET_TYPE_IDS: readonly number[] = [11, 12];

export const QUICK_GAME_MESSAGES = {
  betEmpty: 'The bet field cannot be empty.',
  amountEmpty: 'The amount field cannot be empty.',
  amountInvalid: 'Enter a valid amount.',
  amountCents: 'Enter the amount in dollars and cents (at most two decimals).',
  amountPositive: 'The amount must be greater than 0.',
  amountTooLarge: 'The amount is above the maximum allowed.',
  lotteryRequired: 'You must select a lottery.',
  noBets: 'You must have at least one bet.',
  betTypeInvalid: 'Type of bet no valid for this lottery.',
  repeatedNumbers: 'There are repeated numbers.',
  invalidApple: 'Invalid apple.',
} as const;

export type QuickGameMessageId = keyof typeof QUICK_GAME_MESSAGES;
export type QuickGameMessage = (typeof QUICK_GAME_MESSAGES)[QuickGameMessageId];

export const QUICK_GAME_MESSAGE_KEYS = {
  betEmpty: 'quickGame.betEmpty',
  amountEmpty: 'quickGame.amountEmpty',
  amountInvalid: 'quickGame.amountInvalid',
  amountCents: 'quickGame.amountCents',
  amountPositive: 'quickGame.amountPositive',
  amountTooLarge: 'quickGame.amountTooLarge',
  lotteryRequired: 'quickGame.lotteryRequired',
  noBets: 'quickGame.noBets',
  betTypeInvalid: 'quickGame.betTypeInvalid',
  repeatedNumbers: 'quickGame.repeatedNumbers',
  invalidApple: 'quickGame.invalidApple',
} as const satisfies Record<QuickGameMessageId, `quickGame.${QuickGameMessageId}`>;

export type QuickGameMessageKey = (typeof QUICK_GAME_MESSAGE_KEYS)[QuickGameMessageId];

export interface BetType {
  betTypeId: number;
  betCode: string;
  mask: string;
  betTypeName: string;
}

export const APPLE_CODES = ['E01', 'E02', 'E03'] as const;
export type AppleCode = (typeof APPLE_CODES)[number];

// Seed list for the mock backend and tests; the live list comes from POST /QGame/GetBetTypeList.
// Order matters where masks coincide: Pale (2) and Domino (11) share '##-##' and the lottery
// group decides between them.
export const QUICK_GAME_BET_TYPES: readonly BetType[] = [
  { betTypeId: 1, betCode: 'Q', mask: '##', betTypeName: 'Quiniela' },
  { betTypeId: 2, betCode: 'P', mask: '##-##', betTypeName: 'Pale' },
  { betTypeId: 3, betCode: 'T', mask: '##-##-##', betTypeName: 'Tripleta' },
  { betTypeId: 4, betCode: 'PD', mask: '-##-##', betTypeName: 'Pale directo' },
  { betTypeId: 5, betCode: 'TD', mask: '-##-##-##', betTypeName: 'Tripleta directa' },
  { betTypeId: 6, betCode: 'LR', mask: '##-##-##-##-##-##', betTypeName: 'Loto Real' },
  { betTypeId: 7, betCode: 'QM', mask: '##E0#', betTypeName: 'Quiniela manzana' },
  { betTypeId: 8, betCode: 'PM', mask: '##-##E0#', betTypeName: 'Pale manzana' },
  { betTypeId: 9, betCode: 'TM', mask: '##-##-##E0#', betTypeName: 'Tripleta manzana' },
  { betTypeId: 10, betCode: 'JP', mask: '#-#-#-#-#-#', betTypeName: 'JackPot' },
  { betTypeId: 11, betCode: 'D', mask: '##-##', betTypeName: 'Domino' },
  { betTypeId: 12, betCode: 'D2', mask: '##-##-##-##', betTypeName: 'Domino 2 fichas' },
];

export interface QuickGameBetInput {
  bet: string;
  amount: number | string | null | undefined;
  lotteryGroupId: number | null | undefined;
  /** The language the amount is typed in (decision 170); 'en' when not given. */
  locale?: string;
}

export interface QuickGameFailure {
  ok: false;
  message: QuickGameMessage;
  messageKey: QuickGameMessageKey;
}

export interface ParsedQuickGameBet {
  ok: true;
  bet: string;
  amount: number;
  betType: BetType;
  numbers: string[];
  apple?: AppleCode;
}

const APPLE_MASK = 'E0#';

function fail(id: QuickGameMessageId): QuickGameFailure {
  return { ok: false, message: QUICK_GAME_MESSAGES[id], messageKey: QUICK_GAME_MESSAGE_KEYS[id] };
}

const AMOUNT_PROBLEMS: Record<AmountProblem, QuickGameMessageId> = {
  malformed: 'amountInvalid',
  subCent: 'amountCents',
  negative: 'amountPositive',
  tooLarge: 'amountTooLarge',
};

// Only a blank amount is "empty"; a typed one is read in the bettor's language (decision 170) and
// what is wrong with it is said: junk, a fraction of a cent, nothing staked, too much.
function parseAmount(input: QuickGameBetInput): number | QuickGameMessageId {
  const { amount } = input;
  if (isBlankInput(amount)) return 'amountEmpty';
  if (typeof amount === 'number') return amount > 0 ? amount : 'amountPositive';
  if (typeof amount !== 'string') return 'amountEmpty';
  const reading = readAmountInput(amount, input.locale ?? 'en');
  if (!reading.ok) return AMOUNT_PROBLEMS[reading.problem];
  if (reading.blank) return 'amountEmpty';
  return reading.amount > 0 ? reading.amount : 'amountPositive';
}

export function matchesMask(bet: string, mask: string): boolean {
  if (bet.length !== mask.length) return false;
  for (let index = 0; index < mask.length; index += 1) {
    const maskChar = mask.charAt(index);
    const betChar = bet.charAt(index);
    const ok = maskChar === '#' ? betChar >= '0' && betChar <= '9' : betChar === maskChar;
    if (!ok) return false;
  }
  return true;
}

function allowedOnLottery(betType: BetType, lotteryGroupId: number): boolean {
  const isDomino = DOMINO_BET_TYPE_IDS.includes(betType.betTypeId);
  return lotteryGroupId === DOMINO_LOTTERY_GROUP_ID ? isDomino : !isDomino;
}

function isAppleCode(code: string): code is AppleCode {
  return APPLE_CODES.some((apple) => apple === code);
}

// "Repeated numbers are rejected when any number group has more than one digit": the check is
// switched on by the presence of a multi-digit group, and then every group must be distinct.
// JackPot, made only of single digits (independent draws), may repeat: '1-1-2-3-4-5' is fine.
// Within one bet type all groups have the same width, so comparing only the multi-digit groups
// would give the same answer.
function hasRepeatedNumbers(numbers: readonly string[]): boolean {
  if (!numbers.some((group) => group.length > 1)) return false;
  return new Set(numbers).size !== numbers.length;
}

export function parseQuickGameBet(
  input: QuickGameBetInput,
  betTypes: readonly BetType[],
): ParsedQuickGameBet | QuickGameFailure {
  const bet = input.bet.trim();
  if (bet === '') return fail('betEmpty');
  const amount = parseAmount(input);
  if (typeof amount === 'string') return fail(amount);
  const { lotteryGroupId } = input;
  if (lotteryGroupId === null || lotteryGroupId === undefined) return fail('lotteryRequired');

  const betType = betTypes.find(
    (candidate) => matchesMask(bet, candidate.mask) && allowedOnLottery(candidate, lotteryGroupId),
  );
  if (betType === undefined) return fail('betTypeInvalid');

  const appleAt = betType.mask.indexOf(APPLE_MASK);
  let apple: AppleCode | undefined;
  let numberPart = bet;
  if (appleAt >= 0) {
    const code = bet.slice(appleAt, appleAt + APPLE_MASK.length);
    if (!isAppleCode(code)) return fail('invalidApple');
    apple = code;
    numberPart = bet.slice(0, appleAt) + bet.slice(appleAt + APPLE_MASK.length);
  }

  const numbers = numberPart.match(/\d+/g) ?? [];
  if (hasRepeatedNumbers(numbers)) return fail('repeatedNumbers');

  return { ok: true, bet, amount, betType, numbers, ...(apple === undefined ? {} : { apple }) };
}

export function validateQuickGameTicket(
  bets: readonly unknown[],
  lotteryGroupId: number | null | undefined,
): { ok: true } | QuickGameFailure {
  if (lotteryGroupId === null || lotteryGroupId === undefined) return fail('lotteryRequired');
  if (bets.length === 0) return fail('noBets');
  return { ok: true };
}
