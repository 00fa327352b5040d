export const WITHDRAW_METHODS = {
  localBranch: 'LocalBranch',
  cash: 'Cash',
  balanceTransfer: 'BalanceTransfer',
  bankTransfer: 'BankTransfer',
} as const;

export const DEPOSIT_METHODS_NEEDING_PROOF: readonly string[] = ['BankTransfer', 'BankDeposit'];

export function depositNeedsProof(method: string): boolean {
  return DEPOSIT_METHODS_NEEDING_PROOF.includes(method);
}
