import { pendingStake } from '@sportsbook/contracts/rules/pending-stake';
import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';

export interface WalletSummary {
  pendingTickets: { count: number; amount: number };
  openDeposits: { count: number; amount: number };
  openWithdrawals: { count: number; amount: number };
  bonus: { count: number; balance: number };
  week: { winLoss: number; deposits: number; withdrawals: number };
}

// Cents, so that sums of binary floats come out exact (0.1 + 0.2 is 0.30 here).
const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + Math.round(pick(item) * 100), 0) / 100;

const openOf = (requests: readonly WalletRequest[], type: WalletRequest['type']) => {
  const open = requests.filter(
    (request) => request.type === type && request.requestState === 'Pending',
  );
  return { count: open.length, amount: sum(open, (request) => request.amount) };
};

/** The /wallet page's figures, all read from the account snapshot (docs/decisions/060-account-area.md). */
export function walletSummary(snapshot: AccountSnapshot): WalletSummary {
  const pending = pendingStake(snapshot.pendingTickets);
  return {
    pendingTickets: { count: pending.count, amount: pending.amount },
    openDeposits: openOf(snapshot.walletRequest, 'deposit'),
    openWithdrawals: openOf(snapshot.walletRequest, 'withdraw'),
    bonus: {
      count: snapshot.bonusList.length,
      balance: sum(snapshot.bonusList, (bonus) => bonus.balance),
    },
    week: {
      winLoss: sum(snapshot.figure, (row) => row.balance),
      deposits: sum(snapshot.figure, (row) => row.depositAmount),
      withdrawals: sum(snapshot.figure, (row) => row.withdrawAmount),
    },
  };
}
