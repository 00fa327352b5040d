import { centsOf, fromCents } from './money.ts';

/**
 * The most a customer may withdraw (SPEC §5): the balance less the minimum amount, never below 0.
 * The balance is the available one (pending withdrawals already reserved, decision 082).
 */
export function maxWithdrawAmount(balance: number, minAmount: number): number {
  if (!Number.isFinite(balance) || !Number.isFinite(minAmount)) return 0;
  // Money arrives as binary floats (100.1 - 10 = 90.09999…): subtract in cents.
  const balanceCents = centsOf(balance) ?? Math.floor(balance * 100);
  const minCents = centsOf(minAmount) ?? Math.ceil(minAmount * 100);
  return fromCents(Math.max(0, balanceCents - minCents));
}
