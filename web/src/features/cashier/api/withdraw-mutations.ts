import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import type { BankAccountForm } from '@sportsbook/contracts/forms/bank-account';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import type {
  WalletRequestPayload,
  WalletRequestPayloadSchema,
} from '@sportsbook/contracts/schemas/cashier';
import type { z } from 'zod';
import { useWithdrawalCall } from '@/components/cashier/use-withdrawal-call.ts';
import { toast } from '@/lib/toasts.ts';
import { api } from '@/lib/api.ts';
import { serverDetail } from '@/lib/error-text.ts';
import { i18n } from '@/lib/i18n.ts';
import type { Found, MoneyCallSpec } from '@/lib/money-call/money-call.ts';
import { whatWasDone, whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { useMoneyCall } from '@/lib/money-call/use-money-call.ts';

const text = (key: string) => i18n.t(key, { ns: 'withdraw' });

/**
 * SPEC §8 Withdraw request failure, in the language shown: a headline for the kind of failure and
 * the server's message as the detail (a network or server fault has none worth showing).
 */
export function withdrawalFailure(error: unknown): { title: string; detail: string | undefined } {
  if (error instanceof ApiError && error.status < 500) {
    return { title: text('failure.refused'), detail: serverDetail(error) };
  }
  return { title: text('failure.unavailable'), detail: undefined };
}

/** What the page sends besides the type: receiverId left out means the contract's SELF. */
export type WithdrawalPayload = Pick<WalletRequestPayload, 'amount' | 'method'> &
  Pick<
    z.input<typeof WalletRequestPayloadSchema>,
    'branchGuid' | 'receiverId' | 'bankAccountToken'
  >;

/**
 * POST /cashier/withdraw/request with type 'withdraw', as a money call (issue 24): sent once per
 * press, with a timeout, and reconciled against the customer's requests when its answer is lost.
 * Filed (found or answered: 'Request has been succesfully created'), refused (a toast, and the page
 * shows it beside the form) or not done (the page keeps the form and offers a retry). The caller
 * navigates on success.
 */
export function useRequestWithdrawal() {
  return useWithdrawalCall({
    progress: { sending: 'withdraw:sending', checking: 'withdraw:checking' },
    success: () => text('success'),
    failure: withdrawalFailure,
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

/** The tokens of the customer's stored bank accounts, as they stand before the call. */
export type AccountTokens = ReadonlySet<string>;

const storedAccounts = (signal: AbortSignal) =>
  api.call('account.listBankAccounts', {}, { signal });

/** The account this call stored: one that was not there before, at this bank with this number. */
export function storedAccount(
  accounts: readonly CustomerBankAccount[],
  before: AccountTokens,
  form: BankAccountForm,
): CustomerBankAccount | undefined {
  return accounts.find(
    (account) =>
      !before.has(account.accountToken) &&
      account.bankGuid === form.bankGuid &&
      account.accountNumber.trim() === form.accountNumber.trim(),
  );
}

/**
 * POST /account/bank-account as a money call (issue 24): the stored accounts' tokens are read
 * first, so that when the answer is lost a second read tells whether the account was stored.
 */
export const saveBankAccount: MoneyCallSpec<
  BankAccountForm,
  CustomerBankAccount,
  CustomerBankAccount,
  AccountTokens
> = {
  before: async (_form, signal) =>
    new Set((await storedAccounts(signal)).map((account) => account.accountToken)),
  send: (form, signal) =>
    api.call(
      'account.addBankAccount',
      { body: { ...form, accountDescription: form.accountDescription ?? '', visible: true } },
      { signal },
    ),
  check: async (form, before, signal): Promise<Found<CustomerBankAccount>> => {
    const found = storedAccount(await storedAccounts(signal), before, form);
    return found ? { done: true, found } : { done: false };
  },
};

/**
 * The 'Add new bank account' dialog's save (SPEC §5 Bank account form): 'Account saved
 * successfully' or 'There was an error saving the bank account' (with the server's reason), or not
 * done after a lost answer. The stored account joins the cached metadata at once, so the withdraw
 * form can select it before the refetch lands; `onSaved` hands it to the form.
 */
export function useAddBankAccount(onSaved: (account: CustomerBankAccount) => void) {
  const queryClient = useQueryClient();
  const call = useMoneyCall({
    ...saveBankAccount,
    once: true,
    progress: { sending: 'withdraw:bankDialog.saving', checking: 'withdraw:bankDialog.checking' },
    say: {
      done: (outcome) => {
        const account = whatWasDone(outcome);
        const { queryKey } = cashierQueries.metadata();
        queryClient.setQueryData(queryKey, (metadata) =>
          metadata ? withBankAccount(metadata, account) : metadata,
        );
        void queryClient.invalidateQueries({ queryKey });
        toast.success(text('bankDialog.success'));
        onSaved(account);
      },
      refused: (refusal) => {
        toast.error(text('bankDialog.failure'), { description: bankRefusal(whyRefused(refusal)) });
      },
    },
  });
  return { ...call, save: call.run };
}

/** The server's reason for refusing an account, when it is one to show (not a server fault). */
export const bankRefusal = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status < 500 ? serverDetail(error) : undefined;
