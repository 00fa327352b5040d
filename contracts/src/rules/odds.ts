// Floating-point products such as 100 × 1.8 land a hair below the whole number they stand for;
// this slack keeps Math.floor from taking a whole unit off the bettor.
const FLOOR_EPSILON = 1e-9;

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

export function toWin(stake: number, prices: readonly number[]): number {
  if (!Number.isFinite(stake) || stake < 0) {
    throw new RangeError(`Not a stake: ${stake}`);
  }
  const multiplier = prices.reduce((product, price) => product * americanToDecimal(price), 1);
  return Math.floor(stake * multiplier - stake + FLOOR_EPSILON);
}

export function formatAmerican(price: number): string {
  assertAmericanPrice(price);
  return price > 0 ? `+${price}` : String(price);
}
