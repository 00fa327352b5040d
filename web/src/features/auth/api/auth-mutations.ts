import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts.ts';
import type { SignupForm } from '@sportsbook/contracts/forms/signup';
import { SIGNUP_AGENT_ID } from '@sportsbook/contracts/rules/constants';
import type { TermsForm } from '@sportsbook/contracts/forms/terms';
import type { CustomerFields } from '@sportsbook/contracts/schemas/account';
import { api } from '@/lib/api.ts';
import { saveCustomer } from '@/lib/session/save-customer.ts';
import { errorText, expectStatus200 } from '@/lib/error-text.ts';

/** SPEC §8: password change, reset and forgot errors show a toast titled 'Error' with the text. */
function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => {
    toast.error(t('error'), { description: errorText(error) });
  };
}

/** Sign-up: the answer's statusCode and message are the screen's to show (an inline line). */
export function useCreateCustomer() {
  return useMutation({
    mutationFn: (values: SignupForm) =>
      api.call('account.createCustomer', { body: { ...values, agentId: SIGNUP_AGENT_ID } }),
    meta: { silent: true },
  });
}

/**
 * A call answered with a StatusMessage: any statusCode but 200 is a refusal, shown in a toast
 * titled 'Error' with the server's message (SPEC §8).
 */
function useStatusMutation<I, R extends { statusCode: number; message: string }>(
  send: (input: I) => Promise<R>,
) {
  return useMutation({
    mutationFn: async (input: I) => expectStatus200(await send(input)),
    meta: { silent: true },
    onError: useErrorToast(),
  });
}

export function usePasswordResetRequest() {
  return useStatusMutation((body: { userName: string; email: string }) =>
    api.call('account.passwordResetRequest', { body }),
  );
}

export function usePasswordReset() {
  return useStatusMutation(
    (body: { userName: string; newPassword: string; passwordToken: string }) =>
      api.call('account.passwordReset', { body }),
  );
}

export function useChangePassword() {
  return useStatusMutation(
    (body: { userName: string; currentPassword: string; newPassword: string }) =>
      api.call('account.changePassword', { body }),
  );
}

/**
 * Accepts the terms with the customer's fields, then re-reads the customer into the session store
 * (its lastAcceptanceTerms is what lets the user past the terms step).
 */
export function useAcceptTerms(userName: string) {
  return useMutation({
    mutationFn: (values: TermsForm) => saveCustomer(userName, values),
  });
}

/**
 * Declines the terms (SPEC §4): SaveCustomer with the customer's fields and acceptedTerms false.
 * Answered 200, the caller logs the user out; any other statusCode is a refusal whose message
 * shows in a toast titled 'Error', and the user stays (decision 132).
 */
export function useDeclineTerms() {
  return useStatusMutation((fields: CustomerFields) =>
    api.call('account.saveCustomer', { body: { ...fields, acceptedTerms: false } }),
  );
}
