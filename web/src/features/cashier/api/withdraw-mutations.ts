import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { BankAccountForm } from '@sportsbook/contracts/forms/bank-account';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import type {
  WalletRequestPayload,
  WalletRequestPayloadSchema,
} from '@sportsbook/contracts/schemas/cashier';
import type { z } from 'zod';
import { toast } from '@/lib/toast-area.ts';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';

const text = (key: string) => i18n.t(key, { ns: 'withdraw' });

/** The server's own words about a refusal, when it gave any. */
const serverText = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() ? error.message : undefined;

/**
 * SPEC §8 Withdraw request failure, in the language shown: a headline for the kind of failure and
 * the server's message as the detail (a network or server fault has none worth showing).
 */
export function withdrawalFailure(error: unknown): { title: string; detail: string | undefined } {
  if (error instanceof ApiError && error.status < 500) {
    return { title: text('failure.refused'), detail: serverText(error) };
  }
  return { title: text('failure.unavailable'), detail: undefined };
}

/** A filed request changes the request lists and the account's figures (standing, snapshot). */
export function refreshAfterWithdrawal(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [cashierQueries.requests(), accountQueries.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** What the page sends besides the type: receiverId left out means the contract's SELF. */
export type WithdrawalPayload = Pick<WalletRequestPayload, 'amount' | 'method'> &
  Pick<
    z.input<typeof WalletRequestPayloadSchema>,
    'branchGuid' | 'receiverId' | 'bankAccountToken'
  >;

/**
 * POST /cashier/withdraw/request with type 'withdraw'. The page shows the failure itself (toast and
 * beside the form), so the global toast stays out of it; the caller navigates on success.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WithdrawalPayload) =>
      api.call('cashier.createRequest', { body: { type: 'withdraw', ...payload } }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(text('success'));
      void refreshAfterWithdrawal(queryClient);
    },
    onError: (error) => {
      const { title, detail } = withdrawalFailure(error);
      toast.error(title, { description: detail });
    },
  });
}

/** The metadata with a just-stored account in its list (replacing one with the same token). */
export function withBankAccount(
  metadata: CashierMetadata,
  account: CustomerBankAccount,
): CashierMetadata {
  const others = metadata.bankAccounts.filter(
    (stored) => stored.accountToken !== account.accountToken,
  );
  return { ...metadata, bankAccounts: [...others, account] };
}

/**
 * POST /account/bank-account (SPEC §5 Bank account form): 'Account saved successfully' or 'There
 * was an error saving the bank account' (with the server's reason). The stored account joins the
 * cached metadata at once, so the withdraw form can select it before the refetch lands.
 */
export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: BankAccountForm) =>
      api.call('account.addBankAccount', {
        body: { ...form, accountDescription: form.accountDescription ?? '', visible: true },
      }),
    meta: { silent: true },
    onSuccess: (account) => {
      const { queryKey } = cashierQueries.metadata();
      queryClient.setQueryData(queryKey, (metadata) =>
        metadata ? withBankAccount(metadata, account) : metadata,
      );
      void queryClient.invalidateQueries({ queryKey });
      toast.success(text('bankDialog.success'));
    },
    onError: (error) => {
      toast.error(text('bankDialog.failure'), {
        description:
          error instanceof ApiError && error.status < 500 ? serverText(error) : undefined,
      });
    },
  });
}
