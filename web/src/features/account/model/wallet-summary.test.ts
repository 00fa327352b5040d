import { describe, expect, it } from 'vitest';
import type { AccountSnapshot } from '@sportsbook/contracts/schemas/account';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { walletSummary } from './wallet-summary.ts';

const request = (over: Partial<WalletRequest>): WalletRequest => ({
  guid: '00000000-0000-4000-8000-000000000001',
  createdDate: '2026-11-20T10:00:00.000Z',
  amount: 10,
  type: 'withdraw',
  requestState: 'Pending',
  status: 'Active',
  method: 'LocalBranch',
  authorizationNumber: null,
  comments: [],
  imagesUrl: [],
  isApproved: false,
  ...over,
});

const row = (balance: number, depositAmount: number, withdrawAmount: number) => ({
  date: '2026-11-23T00:00:00.000Z',
  ticketCount: 0,
  amountPending: 0,
  balance,
  depositAmount,
  withdrawAmount,
  endBalance: 0,
});

describe('walletSummary', () => {
  it('adds what is pending, open and won this week in whole cents', () => {
    const snapshot: AccountSnapshot = {
      userInfo: { userName: 'demo', fullName: 'Dana Morales', email: 'd@x.do', currentBalance: 1 },
      figure: [row(0.1, 50, 0), row(0.2, 0, 20), row(-1.05, 0, 0)],
      pendingTickets: [],
      walletRequest: [
        request({ type: 'deposit', amount: 100.1 }),
        request({ type: 'deposit', amount: 0.2 }),
        request({ type: 'withdraw', amount: 25 }),
        request({ type: 'withdraw', amount: 99, requestState: 'Approved', isApproved: true }),
      ],
      bonusList: [
        {
          bonusId: 1,
          bonusName: 'Welcome',
          amount: 50,
          balance: 12.5,
          expirationDate: '2026-12-01T00:00:00.000Z',
        },
      ],
    };
    const summary = walletSummary(snapshot);
    expect(summary.openDeposits).toEqual({ count: 2, amount: 100.3 });
    expect(summary.openWithdrawals).toEqual({ count: 1, amount: 25 });
    expect(summary.pendingTickets).toEqual({ count: 0, amount: 0 });
    expect(summary.bonus).toEqual({ count: 1, balance: 12.5 });
    expect(summary.week).toEqual({ winLoss: -0.75, deposits: 50, withdrawals: 20 });
  });
});
