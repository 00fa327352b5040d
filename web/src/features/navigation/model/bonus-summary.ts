import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';

/**
 * The top bar's total bonus. The snapshot's bonusList holds the customer's live deposit bonuses
 * (the contract has no other kind), so the total is what is left on them: the sum of balances.
 * It shows only when there is at least one. Takes the snapshot whole, to serve as its `select`.
 */
export function bonusSummary({ bonusList }: Pick<AccountSnapshot, 'bonusList'>): {
  hasBonus: boolean;
  total: number;
} {
  return {
    hasBonus: bonusList.length > 0,
    total: bonusList.reduce((sum, bonus) => sum + bonus.balance, 0),
  };
}
