import type { WalletRequestPayload } from '@sportsbook/contracts/schemas/cashier';
import { maxWithdrawAmount } from '@sportsbook/contracts/rules/withdraw';
import type { MockState } from '../../db/state.ts';
import { findUserByName } from '../auth.ts';
import { badRequest } from '../errors.ts';
import type { Caller, UserRecord } from '../handler.ts';
import { balanceOf } from '../ledger.ts';
import { formatMoney, limitsOf } from '../money.ts';

export const BRANCH_NOT_FOUND = 'The selected branch does not exist.';
export const RECEIVER_REQUIRED = 'A receiver account is required for balance transfers.';
export const RECEIVER_NOT_FOUND = 'The receiver account does not exist.';
export const BANK_ACCOUNT_NOT_FOUND = 'The selected bank account does not exist.';
export const BANK_ACCOUNT_REQUIRED = 'A bank account is required for bank transfers.';

export function findOwnBankAccount(state: MockState, user: UserRecord, accountToken: string) {
  return state.db.bankAccount.findFirst({
    where: {
      accountToken: { equals: accountToken },
      userId: { equals: user.userId },
      status: { equals: 'Active' },
    },
  });
}

function checkAmount(state: MockState, caller: Caller, amount: number): void {
  const { minAmount, maxAmount } = limitsOf(caller);
  if (amount < minAmount)
    throw badRequest(`The amount must be at least ${formatMoney(minAmount)}.`);
  if (amount > maxAmount)
    throw badRequest(`The amount cannot be more than ${formatMoney(maxAmount)}.`);
  // The same ceiling the withdraw dialog shows (shared rule), from the same ledger balance.
  const max = maxWithdrawAmount(balanceOf(state, caller.user.userId), minAmount);
  if (amount > max) {
    throw badRequest(`The amount exceeds the maximum you can withdraw (${formatMoney(max)}).`);
  }
}

function checkReceiver(state: MockState, user: UserRecord, receiverId: string): void {
  if (receiverId.toUpperCase() === 'SELF') throw badRequest(RECEIVER_REQUIRED);
  const receiver = findUserByName(state, receiverId);
  // Staff (customerId 0) and the customer themself are not valid receivers.
  if (!receiver || receiver.customerId <= 0 || receiver.userId === user.userId) {
    throw badRequest(RECEIVER_NOT_FOUND);
  }
}

/** The withdrawal-only rules: amount limits, and what each method needs. */
export function checkWithdrawal(
  state: MockState,
  caller: Caller,
  payload: WalletRequestPayload,
): void {
  const { user } = caller;
  checkAmount(state, caller, payload.amount);
  switch (payload.method) {
    case 'LocalBranch': {
      const guid = payload.branchGuid ?? '';
      if (!state.db.branch.findFirst({ where: { guid: { equals: guid } } })) {
        throw badRequest(BRANCH_NOT_FOUND);
      }
      return;
    }
    case 'BalanceTransfer':
      checkReceiver(state, user, payload.receiverId);
      return;
    case 'BankTransfer':
      if (!payload.bankAccountToken) throw badRequest(BANK_ACCOUNT_REQUIRED);
      if (!findOwnBankAccount(state, user, payload.bankAccountToken)) {
        throw badRequest(BANK_ACCOUNT_NOT_FOUND);
      }
      return;
    default:
      return;
  }
}
