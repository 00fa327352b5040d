import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts.ts';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { api } from '@/lib/api.ts';
import { errorText } from '@/lib/error-text.ts';
import type { MoneyCallSpec } from '@/lib/money-call/money-call.ts';
import { whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { useMoneyCall, type MoneyCall } from '@/lib/money-call/use-money-call.ts';
import { afterReading } from '../model/read-marks.ts';
import { replyRequest } from '../model/reply.ts';
import { checkSent, knownSent, type KnownMessages } from './sent-messages.ts';

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
 * The reply as a money call (issue 24): the sent messages before, then SendMessage (SPEC §7's
 * reply), and, when its answer is lost, the sent list again for this reply to `original`.
 */
export function replyCall(
  original: Message,
  viewerId: number,
): MoneyCallSpec<string, Message, Message, KnownMessages> {
  return {
    before: (_body, signal) => knownSent(signal),
    send: (body, signal) =>
      api.call('message.send', { body: replyRequest(original, viewerId, body) }, { signal }),
    check: (body, known, signal) =>
      checkSent(replyRequest(original, viewerId, body), known, signal),
  };
}

/**
 * Sends the reply to `original` (SPEC §5: the text is required, checked by the form). Success says
 * 'Message sent!'; a refusal shows a toast titled 'Error' with the server's text (SPEC §8); a lost
 * answer is checked, and not done is the form's to say.
 */
export function useReply(original: Message, viewerId: number): MoneyCall<string, Message, Message> {
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  const spec = useMemo(() => replyCall(original, viewerId), [original, viewerId]);
  return useMoneyCall({
    ...spec,
    progress: { sending: 'inbox:message.replySending', checking: 'inbox:message.replyChecking' },
    say: {
      done: () => {
        toast.success(t('message.sent'));
        // The sent tab gains the reply; writing to oneself also changes the unread counts.
        void queryClient.invalidateQueries({ queryKey: messageQueries.all });
      },
      refused: (refusal) => {
        toast.error(t('common:error'), { description: errorText(whyRefused(refusal)) });
      },
    },
  });
}
