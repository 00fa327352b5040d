import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2Icon } from 'lucide-react';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Message } from '@sportsbook/contracts/schemas/message';
import type { MoneyCall } from '@/lib/money-call/use-money-call.ts';
import type { ComposedMessage } from '../../api/compose-mutations.ts';
import { SendProgress } from './send-progress.tsx';

/**
 * Send, and what the send is doing beside it (issue 24): how much of the image has gone, "Sending
 * your message…", "Checking whether your message was sent…" when its answer was lost, or why Send
 * is off while offline; then 'Going back…' ('Going back to the inbox…' when that is where it goes),
 * or the not-done notice with Retry.
 */
export function SendBar({
  send,
  sent,
  backTo,
  uploaded,
  onRetry,
}: {
  send: MoneyCall<ComposedMessage, Message, Message>;
  sent: boolean;
  /** Where the page goes after a send: back in history, or to the inbox. */
  backTo: 'history' | 'inbox';
  /** Percent of the attachment uploaded while it uploads; null otherwise. */
  uploaded: number | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('compose');
  const progressId = useId();
  const busy = send.phase !== null;
  return (
    <div className="grid gap-3">
      {send.end?.step === 'notDone' && (
        <MoneyCallNotDone
          text={t('notDone')}
          onRetry={onRetry}
          disabled={send.blocked}
          describedBy={progressId}
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {uploaded !== null && uploaded < 100 && <SendProgress percent={uploaded} />}
        {sent ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t(backTo === 'inbox' ? 'goingBack' : 'goingBackHistory')}
          </p>
        ) : (
          <MoneyCallProgress id={progressId} call={send} />
        )}
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={sent || send.blocked}
          aria-describedby={sent ? undefined : progressId}
        >
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
