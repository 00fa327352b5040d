import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast-area.ts';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { api } from '@/lib/api.ts';
import { errorText } from '@/lib/error-text.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { afterReading } from '../model/read-marks.ts';
import { replyRequest } from '../model/reply.ts';

/**
 * MarkAsRead for an opened message. Once the server has it, the top bar's unread counts drop by
 * one at once (SPEC §4: locally, no refetch), the message reads as read and the lists refresh.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) =>
      api.call('message.markRead', { body: { MessageGuid: message.messageGuid } }),
    onSuccess: (_answer, message) => {
      queryClient.setQueryData(messageQueries.unread().queryKey, (counts) =>
        counts ? afterReading(counts, message) : counts,
      );
      queryClient.setQueryData(messageQueries.detail(message.messageGuid).queryKey, (shown) =>
        shown ? { ...shown, isRead: true } : shown,
      );
      return queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
    },
  });
}

/**
 * Sends the reply to `original` (SPEC §5: the text is required, checked by the form). Success says
 * 'Message sent!'; a refusal shows a toast titled 'Error' with the server's text (SPEC §8).
 */
export function useReply(original: Message, viewerId: number) {
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.call('message.send', { body: replyRequest(original, viewerId, body) }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(t('message.sent'));
      // The sent tab gains the reply; writing to oneself also changes the unread counts. Not
      // awaited: the field clears with the toast, not after the refetches.
      void queryClient.invalidateQueries({ queryKey: messageQueries.all });
    },
    onError: (error) => {
      toast.error(t('common:error'), { description: errorText(error) });
    },
  });
}
