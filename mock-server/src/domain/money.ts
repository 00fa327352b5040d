import { centsOf, fromCents } from '@sportsbook/contracts/rules/money';
import type { Caller } from './handler.ts';
import { badRequest } from './errors.ts';

// The domain counts money in integer cents (decision 080). Stored records and answers keep decimal
// amounts, always exact whole cents: cents in, cents out, through these two functions only.

export const NOT_WHOLE_CENTS = 'Amounts are whole cents: at most two decimals.';

/** Integer cents of an amount from a record or a request; a fraction of a cent is refused (400). */
export function cents(amount: number): number {
  const value = centsOf(amount);
  if (value === undefined) throw badRequest(NOT_WHOLE_CENTS);
  return value;
}

/** The decimal amount records and answers carry for integer cents. */
export const amountOf = (value: number): number => fromCents(value);

/** Sum of decimal amounts, counted in cents. */
export const sumAmounts = (amounts: readonly number[]): number =>
  amountOf(amounts.reduce((total, amount) => total + cents(amount), 0));

/** An amount as refusal messages write it: two decimals, no currency sign ('5.00'). */
export const formatMoney = (amount: number): string => amount.toFixed(2);

/** The customer's amount limits: the smallest and largest wager, withdrawal and deposit. */
export const limitsOf = ({ settings }: Caller) => ({
  minAmount: settings.minAmount,
  maxAmount: settings.maxAmount,
});
