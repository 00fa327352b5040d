import type { ApiClient } from '@sportsbook/contracts/client';
import type { MockState } from '../db/state.ts';
import type { BodyOf } from './test-client.ts';
import { findUserByName } from '../domain/auth.ts';
import { balanceOf } from '../domain/ledger.ts';

export type WalletRequestBody = BodyOf<'cashier.createRequest'>;

/** The persona's ledger balance, read straight from the state. */
export function balanceOfPersona(state: MockState, userName: string): number {
  const user = findUserByName(state, userName);
  if (!user) throw new Error(`no user ${userName}`);
  return balanceOf(state, user.userId);
}

export const firstBranchGuid = (state: MockState): string => {
  const branch = state.db.branch.getAll()[0];
  if (!branch) throw new Error('no seeded branch');
  return branch.guid;
};

/** A valid LocalBranch withdrawal of 50 at the first branch; override fields per test. */
export const withdrawal = (
  state: MockState,
  overrides: Partial<WalletRequestBody> = {},
): WalletRequestBody => ({
  type: 'withdraw',
  amount: 50,
  method: 'LocalBranch',
  branchGuid: firstBranchGuid(state),
  ...overrides,
});

export const fileRequest = (api: ApiClient, body: WalletRequestBody) =>
  api.call('cashier.createRequest', { body });
