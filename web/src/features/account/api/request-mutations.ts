import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client';
import type { WalletRequest, WalletRequestPayload } from '@sportsbook/contracts/schemas/cashier';
import { toast } from '@/lib/toast-area.ts';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';

const text = (key: string) => i18n.t(key, { ns: 'requests' });

/**
 * A request filed or cancelled changes both lists, and the standing and snapshot the account page
 * shows (the snapshot carries the open requests too).
 */
export function refreshAfterRequest(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [cashierQueries.requests(), accountQueries.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The server's own words about a refusal, when it gave any. */
export const serverDetail = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() ? error.message : undefined;

/**
 * DELETE /cashier/withdraw/request/{id} (SPEC §4 Wallet request, §8): 'Cancelation Sucessful', or
 * 'An Errror has occur' with the server's detail. Silent for the global toast, which would say it twice.
 */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WalletRequest) =>
      api.call('cashier.cancelRequest', { params: { id: request.guid } }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(text('cancel.success'));
      void refreshAfterRequest(queryClient);
    },
    onError: (error) => {
      toast.error(text('cancel.failure'), { description: serverDetail(error) });
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
 * POST /cashier/withdraw/request with type 'withdraw'. The dialog shows the failure itself (SPEC
 * §8: toast and dialog), so the global toast stays out of it.
 */
export function useRequestWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WithdrawPayload) =>
      api.call('cashier.createRequest', { body: { type: 'withdraw', ...payload } }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(text('withdraw.success'));
      void refreshAfterRequest(queryClient);
    },
    onError: (error) => {
      const { title, detail } = withdrawFailure(error);
      toast.error(title, { description: detail });
    },
  });
}
