import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../../db/state.ts';
import { conflict, notFound } from '../errors.ts';
import { bookCentsOf, pushBalance } from '../ledger.ts';
import { cents } from '../money.ts';
import { appendComment } from './request-comments.ts';
import { bookWalletRequest } from './wallet-ledger.ts';
import { toWalletRequestDto, type WalletRequestRecord } from './wallet-request-dto.ts';

export const NOT_PENDING = 'Only a pending request can be decided.';
export const BALANCE_NO_LONGER_COVERS = 'The balance no longer covers this withdrawal.';

/*
 * Withdrawals move money at approval, not at request time, so the transactions list never shows an
 * ACCTWITH that was later cancelled or declined. Until then a pending withdrawal reserves its amount
 * (decision 082): the available balance every answer shows, and every debit and new withdrawal is
 * checked against, leaves it out. Approval books it against the book balance, which still holds it.
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
  // The reservation kept it covered; a control-API debit since may not have.
  if (request.type === 'withdraw' && cents(request.amount) > bookCentsOf(state, request.userId)) {
    throw conflict(BALANCE_NO_LONGER_COVERS);
  }
  // Approved before it is booked: the balance the booking pushes must no longer count it as
  // reserved, or the customer would see it taken twice for a moment.
  state.db.walletRequest.update({
    where: { guid: { equals: request.guid } },
    data: { requestState: 'Approved', isApproved: true },
  });
  const entry = bookWalletRequest(state, request);
  state.db.walletRequest.update({
    where: { guid: { equals: request.guid } },
    data: { authorizationNumber: authorizationNumber(state), ledgerEntryId: entry.id },
  });
  return appendComment(state, request.guid, `Approved: ${entry.reference}`);
}

function decline(state: MockState, request: WalletRequestRecord): WalletRequestRecord {
  state.db.walletRequest.update({
    where: { guid: { equals: request.guid } },
    data: { requestState: 'Declined', authorizationNumber: authorizationNumber(state) },
  });
  const declined = appendComment(state, request.guid, 'Declined by the cashier.');
  // A declined withdrawal gives its reservation back.
  if (request.type === 'withdraw') pushBalance(state, request.userId);
  return declined;
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
