import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ReplyIcon } from 'lucide-react';
import { replyFormSchema, type ReplyForm as ReplyValues } from '@sportsbook/contracts/forms/reply';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useReply } from '../api/message-mutations.ts';

/** SPEC §2, §5: the reply text (required), Reply and Back. A sent reply clears the field. */
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
  const form = useForm<ReplyValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { reply: '' },
  });

  const onSubmit = form.handleSubmit(({ reply: text }) => {
    if (reply.isPending) return;
    reply.mutate(text, {
      onSuccess: () => {
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      <FormField label={t('message.reply')} error={form.formState.errors.reply?.message}>
        {(ids) => <Textarea {...ids} rows={4} {...form.register('reply')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? (
            <Spinner label={t('message.sending')} />
          ) : (
            <ReplyIcon aria-hidden="true" />
          )}
          {t('message.reply')}
        </Button>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('message.back')}
        </Button>
      </div>
    </form>
  );
}
