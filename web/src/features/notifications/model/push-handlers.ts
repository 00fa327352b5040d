import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toasts.ts';
import { i18n } from '@/lib/i18n.ts';
import { reportUnauthorized } from '@/lib/api.ts';
import type { PushHandlers } from './push.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { setBalance } from '@/lib/queries/balance.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';

/**
 * What the push events do (SPEC §7): a message shows an info toast titled 'Notification' and
 * refreshes the unread counts and the inbox's lists; a balance update reaches the stored user and
 * the standing; after a reconnect, whatever was pushed while away is fetched again. Pushes may
 * arrive late or twice (decision 113): the same text shows as one toast, and a pushed balance is
 * shown at once and then confirmed by the standing, so a late one cannot leave an old balance.
 * A 401 from the hub logs the user out like any other 401.
 */
export function createPushHandlers(queryClient: QueryClient): PushHandlers {
  // A list still loading for the first time may have been answered before the message existed,
  // and an invalidation joins that fetch instead of starting another (TanStack Query reuses a
  // first fetch that has no data to keep): then the lists are asked once more after it.
  const refreshMessages = async () => {
    const filters = { queryKey: messageQueries.all };
    const joined = queryClient.isFetching(filters) > 0;
    await queryClient.invalidateQueries(filters);
    if (joined) await queryClient.invalidateQueries(filters);
  };
  // A fetch still in flight may have been answered before the latest push: it gives way to a fresh
  // one (keeping what is shown), silently: a cancelled read is no failure, so the query cache must
  // not toast it (two approvals in a row pushed two balances, and a 'CancelledError' toast covered
  // the user menu). A failure of the fresh read toasts; the balance shown stays meanwhile.
  const refreshBalance = () => {
    const standing = { ...accountQueries.standing(), staleTime: 0 };
    queryClient
      .cancelQueries({ queryKey: standing.queryKey }, { revert: false, silent: true })
      .then(() => queryClient.query(standing))
      .catch(() => undefined);
  };
  return {
    onMessage: (text) => {
      toast.info(i18n.t('notification'), { id: `push:${text}`, description: text });
      void refreshMessages();
    },
    onBalance: (balance) => {
      setBalance(queryClient, balance);
      refreshBalance();
    },
    onReconnected: () => {
      refreshBalance();
      void refreshMessages();
    },
    onUnauthorized: reportUnauthorized,
  };
}
