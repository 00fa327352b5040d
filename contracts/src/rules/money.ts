// Money is whole cents: an amount with a fraction of a cent would create or lose money on the
// ledger. Float input such as 0.1 + 0.2 sits a hair off its cents, so the check allows that slack.
const CENT_SLACK = 1e-6;

export function isWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < CENT_SLACK;
}
