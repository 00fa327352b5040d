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
