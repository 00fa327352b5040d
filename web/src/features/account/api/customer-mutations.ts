import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts.ts';
import type { TermsForm } from '@sportsbook/contracts/forms/terms';
import { errorText } from '@/lib/error-text.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { saveCustomer } from '@/lib/session/save-customer.ts';

/** Saves the customer-data form; the header's name and email come from the snapshot, so it refreshes. */
export function useSaveCustomer(userName: string) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TermsForm) => saveCustomer(userName, values),
    meta: { silent: true },
    onSuccess: (customer) => {
      queryClient.setQueryData(accountQueries.customer(userName).queryKey, customer);
      void queryClient.invalidateQueries({ queryKey: accountQueries.snapshot().queryKey });
      toast.success(t('profile.saved'));
    },
    onError: (error) => {
      toast.error(t('common:error'), { description: errorText(error) });
    },
  });
}
