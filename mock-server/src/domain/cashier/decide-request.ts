import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../../db/state.ts';
import { conflict, notFound } from '../errors.ts';
import { balanceOf } from '../ledger.ts';
import { appendComment } from './request-comments.ts';
import { bookWalletRequest } from './wallet-ledger.ts';
import { toWalletRequestDto, type WalletRequestRecord } from './wallet-request-dto.ts';

export const NOT_PENDING = 'Only a pending request can be decided.';
export const BALANCE_NO_LONGER_COVERS = 'The balance no longer covers this withdrawal.';

/*
 * Withdrawals move money at approval, not at request time: the request holds nothing. So the standing
 * the withdraw dialog reads is the ledger balance, and the server's ceiling for a new request is
 * exactly maxWithdrawAmount(balance, minAmount) as the dialog shows it; the transactions list never
 * shows an ACCTWITH that was later cancelled or declined. The price: two open withdrawals may
 * together exceed the balance, so approval checks again and refuses one the balance no longer covers.
 */

const authorizationNumber = (state: MockState): string => String(state.random.int(100000, 999999));

function pendingRequest(state: MockState, guid: string): WalletRequestRecord {
  const request = state.db.walletRequest.findFirst({ where: { guid: { equals: guid } } });
  if (!request) throw notFound('Wallet request');
  if (request.requestState !== 'Pending' || request.status !== 'Active') {
    throw conflict(NOT_PENDING);
  }
  return request;
}

function approve(state: MockState, request: WalletRequestRecord): WalletRequestRecord {
  if (request.type === 'withdraw' && request.amount > balanceOf(state, request.userId)) {
    throw conflict(BALANCE_NO_LONGER_COVERS);
  }
  const entry = bookWalletRequest(state, request);
  state.db.walletRequest.update({
    where: { guid: { equals: request.guid } },
    data: {
      requestState: 'Approved',
      isApproved: true,
      authorizationNumber: authorizationNumber(state),
      ledgerEntryId: entry.id,
    },
  });
  return appendComment(state, request.guid, `Approved: ${entry.reference}`);
}

function decline(state: MockState, request: WalletRequestRecord): WalletRequestRecord {
  state.db.walletRequest.update({
    where: { guid: { equals: request.guid } },
    data: { requestState: 'Declined', authorizationNumber: authorizationNumber(state) },
  });
  return appendComment(state, request.guid, 'Declined by the cashier.');
}

/** The back office's decision on a Pending request (control API). Answers the request as it is now. */
export function decideWalletRequest(
  state: MockState,
  guid: string,
  decision: 'approve' | 'decline',
): WalletRequest {
  const request = pendingRequest(state, guid);
  const decided = decision === 'approve' ? approve(state, request) : decline(state, request);
  return toWalletRequestDto(state, decided);
}
