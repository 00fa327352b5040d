import { centsOf } from './money.ts';

/** Whether a number is an American price: +100 or more, or -100 or less. */
export const isAmericanPrice = (price: number): boolean =>
  Number.isFinite(price) && Math.abs(price) >= 100;

function assertAmericanPrice(price: number): void {
  if (!isAmericanPrice(price)) {
    throw new RangeError(`Not an American price: ${price}`);
  }
}

export function americanToDecimal(price: number): number {
  assertAmericanPrice(price);
  return price > 0 ? (price + 100) / 100 : (100 - price) / -price;
}

// Prices are American whole numbers (at most three decimals are honoured): each converts to an exact
// fraction of integers, so a payout is computed exactly in cents (BigInt) and floored once.
const PRICE_SCALE = 1000n;
const HUNDRED = 100n * PRICE_SCALE;

function decimalFraction(price: number): [bigint, bigint] {
  assertAmericanPrice(price);
  const scaled = BigInt(Math.round(Math.abs(price) * Number(PRICE_SCALE)));
  return price > 0 ? [scaled + HUNDRED, HUNDRED] : [scaled + HUNDRED, scaled];
}

/**
 * What a stake of integer cents wins on these prices (a parlay multiplies them), in cents: the
 * winnings floored to a whole unit (SPEC §5), so always a multiple of 100 cents.
 */
export function toWinCents(stakeCents: number, prices: readonly number[]): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0) {
    throw new RangeError(`Not a stake in cents: ${stakeCents}`);
  }
  if (prices.length === 0 || stakeCents === 0) {
    prices.forEach(assertAmericanPrice);
    return 0;
  }
  let numerator = 1n;
  let denominator = 1n;
  for (const price of prices) {
    const [num, den] = decimalFraction(price);
    numerator *= num;
    denominator *= den;
  }
  const stake = BigInt(stakeCents);
  // win = stake × (product − 1), floored to whole units of 100 cents.
  const winUnits = (stake * (numerator - denominator)) / (denominator * 100n);
  return Number(winUnits) * 100;
}

/** The same in currency units. A stake with a fraction of a cent (still being typed) counts its whole cents. */
export function toWin(stake: number, prices: readonly number[]): number {
  if (!Number.isFinite(stake) || stake < 0) {
    throw new RangeError(`Not a stake: ${stake}`);
  }
  const cents = centsOf(stake) ?? Math.floor(stake * 100);
  return toWinCents(cents, prices) / 100;
}

export function formatAmerican(price: number): string {
  assertAmericanPrice(price);
  return price > 0 ? `+${price}` : String(price);
}

/** The ways a price can be shown (issue 25): the spec's American, Decimal and Fractional. */
export const ODDS_FORMATS = ['american', 'decimal', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The decimal multiplier shown to 2 places, computed from the exact fraction and rounded half up
 * (decision 121): −110 → 1.91, −160 (1.625) → 1.63, −20000 (1.005) → 1.01, so a price never shows
 * as 1.00.
 */
export function formatDecimal(price: number): string {
  const [num, den] = decimalFraction(price);
  const hundredths = (num * 200n + den) / (2n * den);
  const whole = hundredths / 100n;
  const part = String(hundredths % 100n).padStart(2, '0');
  return `${whole}.${part}`;
}

/**
 * The exact reduced fraction of the winnings per unit staked (decimal − 1), computed with integers:
 * −110 → 10/11, +150 → 3/2, ±100 → 1/1 (even money prints as 1/1, decision 121), +10000 → 100/1.
 */
export function formatFractional(price: number): string {
  const [num, den] = decimalFraction(price);
  const winNum = num - den;
  const divisor = gcd(winNum, den);
  return `${winNum / divisor}/${den / divisor}`;
}

/** A price in the chosen format. What is sent to the server stays the American price. */
export function formatOdds(price: number, format: OddsFormat): string {
  switch (format) {
    case 'american':
      return formatAmerican(price);
    case 'decimal':
      return formatDecimal(price);
    case 'fractional':
      return formatFractional(price);
  }
}

/**
 * Compares two prices by their payout multiplier, exactly: positive when `a` pays more than `b`,
 * negative when less, 0 when they pay the same (+100 and −100 do). "Higher odds" means a strictly
 * higher multiplier (decision 121).
 */
export function comparePrices(a: number, b: number): number {
  const [aNum, aDen] = decimalFraction(a);
  const [bNum, bDen] = decimalFraction(b);
  const difference = aNum * bDen - bNum * aDen;
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}
