import type { Bonus } from '@sportsbook/contracts/schemas/account';

/**
 * The top bar's total bonus. The snapshot's bonusList holds the customer's live deposit bonuses
 * (the contract has no other kind), so the total is what is left on them: the sum of balances.
 * It shows only when there is at least one.
 */
export function bonusSummary(bonuses: readonly Bonus[]): { hasBonus: boolean; total: number } {
  return {
    hasBonus: bonuses.length > 0,
    total: bonuses.reduce((sum, bonus) => sum + bonus.balance, 0),
  };
}
