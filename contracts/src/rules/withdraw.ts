export function maxWithdrawAmount(balance: number, minAmount: number): number {
  if (!Number.isFinite(balance) || !Number.isFinite(minAmount)) return 0;
  // Money arrives as binary floats (100.1 - 10 = 90.09999…); the dialog shows cents.
  const cents = Math.round((balance - minAmount) * 100);
  return Math.max(0, cents / 100);
}
