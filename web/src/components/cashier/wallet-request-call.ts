import type { z } from 'zod';
import type {
  WalletMethodCode,
  WalletRequest,
  WalletRequestPayloadSchema,
  WalletRequestType,
} from '@sportsbook/contracts/schemas/cashier';
import { api } from '@/lib/api.ts';
import type { Found, MoneyCallSpec } from '@/lib/money-call/money-call.ts';

/**
 * What POST /cashier/withdraw/request is sent with, the type, amount and method always named: the
 * check below recognises the request by them.
 */
export type WalletRequestBody = z.input<typeof WalletRequestPayloadSchema> & {
  type: WalletRequestType;
  amount: number;
  method: WalletMethodCode;
};

/** The guids of the customer's requests of one type, as they stand before the call. */
export type RequestIds = ReadonlySet<string>;

const cents = (amount: number) => Math.round(amount * 100);

// Every listed request of the type (Pending or decided; cancelled ones are never listed), so a
// request a back office decided within the seconds of the check is still found.
const requestsOf = (type: WalletRequestType, signal: AbortSignal) =>
  api.call('cashier.listRequests', { query: { type } }, { signal });

/** The request this call filed: one that was not there before and carries what was sent. */
export function filedRequest(
  requests: readonly WalletRequest[],
  before: RequestIds,
  body: WalletRequestBody,
): WalletRequest | undefined {
  return requests.find(
    (request) =>
      !before.has(request.guid) &&
      request.type === body.type &&
      request.method === body.method &&
      cents(request.amount) === cents(body.amount),
  );
}

/**
 * Filing a withdrawal or a deposit report as a money call (lib/money-call/money-call.ts, issue 24): the ids
 * of the customer's requests are read first, so that when the answer is lost a second read tells
 * whether the server filed it (a new request with this type, amount and method) or not.
 * Used by the account's Withdraw Request dialog and by the cashier's withdraw and deposit pages.
 */
export const fileWalletRequest: MoneyCallSpec<
  WalletRequestBody,
  WalletRequest,
  WalletRequest,
  RequestIds
> = {
  before: async (body, signal) =>
    new Set((await requestsOf(body.type, signal)).map((request) => request.guid)),
  send: (body, signal) => api.call('cashier.createRequest', { body }, { signal }),
  check: async (body, before, signal): Promise<Found<WalletRequest>> => {
    const found = filedRequest(await requestsOf(body.type, signal), before, body);
    return found ? { done: true, found } : { done: false };
  },
};
