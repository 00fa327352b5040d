import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlineCashOutQuery } from '@sportsbook/contracts/endpoints/ticket/online-cash-out';
import { toast } from '@/lib/toast-area.ts';
import { api } from '@/lib/api.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';

/** OnlineCashOut's responseCode for a sale; any other code is a refusal with a message. */
export const SOLD = 200;

/**
 * POST /ticket/OnlineCashOut for the amount GetCashOutAmount quoted. A refusal is an answer
 * (responseCode other than 200), not an error: the dialog shows it.
 */
export function useCashOut() {
  return useMutation({
    mutationFn: (sale: OnlineCashOutQuery) => api.call('ticket.cashOut', { query: sale }),
  });
}

/**
 * After a sale, once the dialog closes (SPEC §4): 'Ticket sold', and the tickets, the balance and
 * the account snapshot are read again.
 */
export function useSaleFinished(): () => void {
  const queryClient = useQueryClient();
  return () => {
    toast.success(i18n.t('cashOut.sold', { ns: 'tickets' }));
    for (const queryKey of [
      ticketQueries.all,
      accountQueries.standing().queryKey,
      accountQueries.snapshot().queryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
