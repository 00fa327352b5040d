import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n.ts';
import type { PushHandlers } from '@/lib/push.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { sessionStore } from '@/lib/session-store.ts';

/**
 * What the push events do (SPEC §7): a message shows an info toast titled 'Notification' and
 * refreshes the unread counts and the inbox's lists; a balance update reaches the stored user and
 * the standing; after a reconnect, whatever was pushed while away is fetched again.
 */
export function createPushHandlers(queryClient: QueryClient): PushHandlers {
  const refreshMessages = () => queryClient.invalidateQueries({ queryKey: messageQueries.all });
  return {
    onMessage: (text) => {
      toast.info(i18n.t('notification'), { description: text });
      void refreshMessages();
    },
    onBalance: (balance) => {
      sessionStore.updateUser({ accountBalance: balance });
      queryClient.setQueryData(accountQueries.standing().queryKey, { balance });
    },
    onReconnected: () => {
      // A failure already toasts through the query cache; the old balance stays shown meanwhile.
      queryClient.query({ ...accountQueries.standing(), staleTime: 0 }).catch(() => undefined);
      void refreshMessages();
    },
  };
}
