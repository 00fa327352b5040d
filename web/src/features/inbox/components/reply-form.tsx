import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, Loader2Icon, ReplyIcon } from 'lucide-react';
import { replyFormSchema, type ReplyForm as ReplyValues } from '@sportsbook/contracts/forms/reply';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { stepOf } from '@/lib/money-call/money-call-machine.ts';
import { useReply } from '../api/message-mutations.ts';

/**
 * SPEC §2, §5: the reply text (required), Reply and Back. A sent reply clears the field. Beside
 * Reply, what the send is doing (issue 24): sending, checking when its answer was lost, or why
 * Reply is off while offline; a reply found not sent keeps the text, with Retry. The text stays
 * while offline: the field is never disabled for it.
 */
export function ReplyForm({
  message,
  viewerId,
  onBack,
}: {
  message: Message;
  viewerId: number;
  onBack: () => void;
}) {
  const { t } = useTranslation('inbox');
  const reply = useReply(message, viewerId);
  const progressId = useId();
  const form = useForm<ReplyValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { reply: '' },
  });
  const busy = reply.phase !== null;

  const onSubmit = form.handleSubmit(async ({ reply: text }) => {
    if (stepOf(await reply.run(text)) === 'done') form.reset();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      <FormField label={t('message.reply')} error={form.formState.errors.reply?.message}>
        {(ids) => <Textarea {...ids} rows={4} readOnly={busy} {...form.register('reply')} />}
      </FormField>
      {reply.end?.step === 'notDone' && (
        <MoneyCallNotDone
          text={t('message.replyNotDone')}
          onRetry={() => {
            void onSubmit();
          }}
          disabled={reply.blocked}
          describedBy={progressId}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={reply.blocked} aria-describedby={progressId}>
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <ReplyIcon aria-hidden="true" />
          )}
          {t('message.reply')}
        </Button>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('message.back')}
        </Button>
        <MoneyCallProgress id={progressId} call={reply} />
      </div>
    </form>
  );
}
