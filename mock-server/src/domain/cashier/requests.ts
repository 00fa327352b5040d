import type { EndpointParsedInput } from '@sportsbook/contracts/endpoint';
import type { Registry } from '@sportsbook/contracts/registry';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../../db/state.ts';
import { conflict, notFound } from '../errors.ts';
import type { UserRecord } from '../handler.ts';
import { pushBalance } from '../ledger.ts';
import { toWalletRequestDto, type WalletRequestRecord } from './wallet-request-dto.ts';

type OpenRequestsQuery = EndpointParsedInput<Registry['cashier.openRequests']>['query'];
type WalletRequestsQuery = EndpointParsedInput<Registry['cashier.listRequests']>['query'];

export const ALREADY_APPROVED = 'This request is already approved and can no longer be cancelled.';
export const NO_LONGER_PENDING = 'This request is no longer pending.';

/** The caller's requests except cancelled ones (they leave every list), newest first. */
function listedRequestsOf(state: MockState, user: UserRecord): WalletRequestRecord[] {
  return state.db.walletRequest
    .findMany({ where: { userId: { equals: user.userId } } })
    .filter((request) => request.status !== 'Cancelled')
    .sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

/** isClosed false: Pending requests; true: decided ones (Approved, Declined, Rejected). */
export function listOpenRequests(
  state: MockState,
  user: UserRecord,
  query: OpenRequestsQuery,
): WalletRequest[] {
  return listedRequestsOf(state, user)
    .filter((request) => (request.requestState === 'Pending') !== query.isClosed)
    .map((request) => toWalletRequestDto(state, request));
}

export function listRequests(
  state: MockState,
  user: UserRecord,
  query: WalletRequestsQuery,
): WalletRequest[] {
  const from = query.date ? Date.parse(`${query.date}T00:00:00.000Z`) : Number.NEGATIVE_INFINITY;
  return listedRequestsOf(state, user)
    .filter((request) => !query.type || request.type === query.type)
    .filter((request) => !query.state || request.requestState === query.state)
    .filter((request) => Date.parse(request.createdDate) >= from)
    .map((request) => toWalletRequestDto(state, request));
}

/** Cancels a Pending request of the caller; someone else's is as unknown as a missing one. */
export function cancelRequest(state: MockState, user: UserRecord, guid: string): WalletRequest {
  const request = state.db.walletRequest.findFirst({
    where: { guid: { equals: guid }, userId: { equals: user.userId } },
  });
  if (!request) throw notFound('Wallet request');
  if (request.isApproved) throw conflict(ALREADY_APPROVED);
  if (request.requestState !== 'Pending' || request.status !== 'Active') {
    throw conflict(NO_LONGER_PENDING);
  }
  const cancelled = state.db.walletRequest.update({
    where: { guid: { equals: guid } },
    data: { status: 'Cancelled' },
  });
  if (!cancelled) throw notFound('Wallet request');
  // A cancelled withdrawal gives its reservation back (decision 082).
  if (cancelled.type === 'withdraw') pushBalance(state, user.userId);
  return toWalletRequestDto(state, cancelled);
}
