import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import type { WalletRequest, WalletRequestPayload } from '@sportsbook/contracts/schemas/cashier';
import { useWithdrawalCall } from '@/components/cashier/use-withdrawal-call.ts';
import { toast } from '@/lib/toasts.ts';
import { api } from '@/lib/api.ts';
import { serverDetail } from '@/lib/error-text.ts';
import { i18n } from '@/lib/i18n.ts';
import { noSnapshot, type Found, type MoneyCallSpec } from '@/lib/money-call/money-call.ts';
import { whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { useMoneyCall } from '@/lib/money-call/use-money-call.ts';
import { refreshAfterWalletRequest } from '@/lib/queries/cashier-queries.ts';

const text = (key: string) => i18n.t(key, { ns: 'requests' });

/**
 * DELETE /cashier/withdraw/request/{id} as a money call (issue 24). Cancelled requests leave every
 * list, so when the answer is lost the request's absence from the customer's requests says it was
 * cancelled, and its presence that it was not.
 */
export const cancelWalletRequest: MoneyCallSpec<WalletRequest, WalletRequest, WalletRequest, null> =
  {
    before: noSnapshot,
    send: (request, signal) =>
      api.call('cashier.cancelRequest', { params: { id: request.guid } }, { signal }),
    check: async (request, _snapshot, signal): Promise<Found<WalletRequest>> => {
      const listed = await api.call('cashier.listRequests', { query: {} }, { signal });
      return listed.some((each) => each.guid === request.guid)
        ? { done: false }
        : { done: true, found: { ...request, status: 'Cancelled' } };
    },
  };

/**
 * The cancel (SPEC §4 Wallet request, §8): 'Cancelation Sucessful' when the server cancelled it
 * (answered, or found so after a lost answer), 'An Errror has occur' with the server's detail on a
 * refusal, and not done when a lost answer left it Pending.
 */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMoneyCall({
    ...cancelWalletRequest,
    once: true,
    progress: { sending: 'requests:cancel.sending', checking: 'requests:cancel.checking' },
    say: {
      done: () => {
        toast.success(text('cancel.success'));
        void refreshAfterWalletRequest(queryClient);
      },
      refused: (refusal) => {
        toast.error(text('cancel.failure'), { description: serverDetail(whyRefused(refusal)) });
      },
    },
  });
}

export type WithdrawPayload = Pick<WalletRequestPayload, 'amount' | 'method' | 'branchGuid'>;

/**
 * What a refused withdraw request says, in the language shown (SPEC §8 Withdraw request failure):
 * a translated headline for the kind of failure, and the server's own message as the detail.
 */
export function withdrawFailure(error: unknown): { title: string; detail: string | undefined } {
  if (error instanceof ApiError && error.status === 403) {
    return { title: text('withdraw.failure.cashierOff'), detail: serverDetail(error) };
  }
  if (error instanceof ApiError && error.status < 500) {
    return { title: text('withdraw.failure.refused'), detail: serverDetail(error) };
  }
  return { title: text('withdraw.failure.unavailable'), detail: undefined };
}

/**
 * POST /cashier/withdraw/request with type 'withdraw', as a money call (issue 24): sent once per
 * press, with a timeout, and reconciled against the customer's requests when its answer is lost.
 * Filed ('Request has been succesfully created'), refused (SPEC §8: a toast, and the dialog shows
 * it too) or not done (the dialog keeps the form and offers a retry).
 */
export function useRequestWithdraw() {
  return useWithdrawalCall({
    progress: { sending: 'requests:withdraw.sending', checking: 'requests:withdraw.checking' },
    success: () => text('withdraw.success'),
    failure: withdrawFailure,
  });
}
