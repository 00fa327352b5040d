// Money is whole cents: an amount with a fraction of a cent would create or lose money on the
// ledger. Amounts travel as decimal numbers (10.25); everything that adds, compares or pays counts
// integer cents (1025), so no sum drifts and no rounding hides a fraction.

/** The largest amount the contract takes anywhere: 100 million, far above any customer limit. */
export const MONEY_MAX = 100_000_000;

// Binary floats sit a hair off their cents (0.1 + 0.2 = 0.30000000000000004). A value that close
// to a whole cent is that cent; anything further off (10.005, 0.001) is a fraction of a cent.
// The slack grows with the amount because a float's precision does.
const ABSOLUTE_SLACK_CENTS = 1e-6;
const RELATIVE_SLACK = 1e-12;

/** The integer cents an amount stands for, or undefined when it is not a whole number of cents. */
export function centsOf(amount: number): number | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const scaled = amount * 100;
  const cents = Math.round(scaled);
  if (!Number.isSafeInteger(cents)) return undefined;
  const slack = Math.max(ABSOLUTE_SLACK_CENTS, Math.abs(scaled) * RELATIVE_SLACK);
  // Math.round(-0.4) is -0: a debit of nothing is nothing.
  return Math.abs(scaled - cents) <= slack ? cents + 0 : undefined;
}

export function isWholeCents(amount: number): boolean {
  return centsOf(amount) !== undefined;
}

/** Integer cents of an amount that must already be whole cents; a fraction of a cent throws. */
export function toCents(amount: number): number {
  const cents = centsOf(amount);
  if (cents === undefined) throw new RangeError(`Not an amount in whole cents: ${amount}`);
  return cents;
}

/** The decimal amount of integer cents, as answers carry it (1025 -> 10.25). */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a number of cents: ${cents}`);
  return cents / 100 + 0;
}

/**
 * An amount snapped to its exact cents when it is within float noise of them (0.30000000000000004
 * becomes 0.3); any other value comes back as it was, for the schema to judge.
 */
export function snapToCents(value: number): number {
  const cents = centsOf(value);
  return cents === undefined ? value : fromCents(cents);
}
