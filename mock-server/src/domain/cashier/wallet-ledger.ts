import {
  ACCOUNT_DEPOSIT_NUMBER_PREFIX,
  ACCOUNT_WITHDRAW_NUMBER_PREFIX,
} from '@sportsbook/contracts/rules/constants';
import type { MockState } from '../../db/state.ts';
import { findUserByName } from '../auth.ts';
import { postEntry } from '../ledger.ts';
import type { WalletRequestRecord } from './wallet-request-dto.ts';

const transactionNumber = (state: MockState, prefix: string): string =>
  `${prefix}${state.nextId('walletTransaction', 100001)}`;

const reasonOf = (direction: 'Deposit' | 'Withdraw', method: string): string =>
  `${direction} - ${method}`;

/**
 * Moves the money of an approved wallet request: a deposit credits (ACCTDEP…), a withdrawal debits
 * (ACCTWITH…). A balance transfer also credits its receiver, as a deposit on their side. `at`
 * back-dates seeded history. Returns the requester's entry.
 */
export function bookWalletRequest(state: MockState, request: WalletRequestRecord, at?: Date) {
  const when = at ?? state.now();
  if (request.type === 'deposit') {
    return postEntry(state, {
      userId: request.userId,
      amount: request.amount,
      kind: 'deposit',
      reference: transactionNumber(state, ACCOUNT_DEPOSIT_NUMBER_PREFIX),
      description: reasonOf('Deposit', request.method),
      at: when,
    }).entry;
  }
  const { entry } = postEntry(state, {
    userId: request.userId,
    amount: -request.amount,
    kind: 'withdraw',
    reference: transactionNumber(state, ACCOUNT_WITHDRAW_NUMBER_PREFIX),
    description: reasonOf('Withdraw', request.method),
    at: when,
  });
  creditTransferReceiver(state, request, when);
  return entry;
}

function creditTransferReceiver(state: MockState, request: WalletRequestRecord, at: Date): void {
  if (request.method !== 'BalanceTransfer' || !request.receiverId) return;
  const receiver = findUserByName(state, request.receiverId);
  if (!receiver || receiver.userId === request.userId) return;
  const sender = state.db.user.findFirst({ where: { userId: { equals: request.userId } } });
  postEntry(state, {
    userId: receiver.userId,
    amount: request.amount,
    kind: 'deposit',
    reference: transactionNumber(state, ACCOUNT_DEPOSIT_NUMBER_PREFIX),
    description: `Balance transfer from ${sender?.userName ?? 'another customer'}`,
    at,
  });
}
