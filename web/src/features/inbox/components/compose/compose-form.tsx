import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MESSAGE_PRIORITIES,
  sendMessageFormSchema,
  type SendMessageForm,
} from '@sportsbook/contracts/forms/send-message';
import { MESSAGE_SENT_REDIRECT_MS } from '@sportsbook/contracts/rules/constants';
import type { MessageType } from '@sportsbook/contracts/schemas/message';
import { FormField, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/cn.ts';
import { stepOf } from '@/lib/money-call/money-call-machine.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { useSendMessage } from '../../api/compose-mutations.ts';
import { AttachmentField } from './attachment-field.tsx';
import { RecipientField } from './recipient-field.tsx';
import { recipientChoices } from './recipients.ts';
import { SendBar } from './send-bar.tsx';

type Fields = z.input<typeof sendMessageFormSchema>;

export interface ComposeFormProps {
  /** The types the customer may send; at least one. */
  types: [MessageType, ...MessageType[]];
  /** The caller's userId, sent as senderId. */
  senderId: number;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * SPEC §2/§5 Create message: the type only when there is more than one, priority, recipient (the
 * type's users, 'All' where it allows), subject, message and one image. Send uploads the image
 * first, then sends, once per press, as a money call (issue 24): its answer lost, it checks the sent
 * messages. It is disabled while that runs, while offline, and after success, when 'Message sent!'
 * shows and 2 seconds later the user goes back in history (to the inbox when the page was opened
 * directly). Not sent (refused, or found not sent) keeps every
 * value, the image too, for another try; so does going offline (the fields stay editable).
 */
export function ComposeForm({ types, senderId }: ComposeFormProps) {
  const { t } = useTranslation('compose');
  const navigate = useNavigate();
  // The router's first entry (the page opened directly) has no entry of this app to go back to.
  const canGoBack = useLocation().key !== 'default';
  const send = useSendMessage();
  const [firstType] = types;
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);

  // Priority and recipient start unchosen: the schema reports a missing choice as required.
  const defaults: DefaultValues<Fields> = {
    messageTypeId: String(firstType.messageTypeId),
    recipientId: '',
    subject: '',
    body: '',
    attachment: undefined,
  };
  const form = useForm<Fields, unknown, SendMessageForm>({
    mode: 'onTouched',
    defaultValues: defaults,
    resolver: zodResolver(sendMessageFormSchema),
  });
  const { errors } = form.formState;
  const { control, setValue, getValues } = form;

  const typeId = textOf(useWatch({ control, name: 'messageTypeId' }));
  const type = types.find((each) => String(each.messageTypeId) === typeId) ?? firstType;
  const users = useQuery(messageQueries.users(type.messageTypeId));
  const choices = users.data ? recipientChoices(users.data, type) : [];

  // Another type may not offer the chosen recipient ('All' above all): it is chosen again.
  const offered = users.data ? choices.map((choice) => String(choice.userId)).join(',') : null;
  useEffect(() => {
    if (offered === null) return;
    const chosen = textOf(getValues('recipientId'));
    if (chosen && !offered.split(',').includes(chosen)) setValue('recipientId', '');
  }, [offered, getValues, setValue]);

  useEffect(() => {
    if (!sent) return;
    // SPEC §2: back where the user came from, 2 seconds after 'Message sent!'; opened directly,
    // to the inbox.
    const timer = setTimeout(() => {
      void (canGoBack ? navigate(-1) : navigate('/inbox'));
    }, MESSAGE_SENT_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sent, navigate, canGoBack]);

  // While a send or its check is under way the message stays as it was sent.
  const busy = send.phase !== null || sent;

  // A second press while one is under way sends nothing (useMoneyCall); the upload's progress
  // comes only from the upload that is running.
  const submit = async ({ messageTypeId, attachment, ...values }: SendMessageForm) => {
    const file = attachment instanceof File ? attachment : undefined;
    const step = stepOf(
      await send.run({
        senderId,
        messageTypeId: messageTypeId ?? firstType.messageTypeId,
        values,
        attachment: file,
        onUploadProgress: setProgress,
      }),
    );
    if (step !== null && step !== 'sessionEnded') setProgress(null);
    if (step === 'done') setSent(true);
  };
  const onSubmit = form.handleSubmit(submit);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <div
        className={cn(
          'grid items-start gap-4',
          types.length > 1 ? 'sm:grid-cols-3' : 'sm:grid-cols-2',
        )}
      >
        {types.length > 1 && (
          <FormField label={t('fields.type')} error={errors.messageTypeId?.message}>
            {(ids) => (
              <NativeSelect {...ids} disabled={busy} {...form.register('messageTypeId')}>
                {types.map((each) => (
                  <option key={each.messageTypeId} value={String(each.messageTypeId)}>
                    {each.messageTypeName}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormField label={t('fields.priority')} error={errors.priorityId?.message}>
          {(ids) => (
            <NativeSelect {...ids} disabled={busy} {...form.register('priorityId')}>
              <option value="">{t('choosePriority')}</option>
              {MESSAGE_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Controller
          control={control}
          name="recipientId"
          render={({ field }) => (
            <RecipientField
              users={users}
              choices={choices}
              error={errors.recipientId?.message}
              ref={field.ref}
              name={field.name}
              value={textOf(field.value)}
              disabled={busy}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <InputField
        label={t('fields.subject')}
        error={errors.subject?.message}
        autoComplete="off"
        disabled={busy}
        {...form.register('subject')}
      />
      <FormField label={t('fields.body')} error={errors.body?.message}>
        {(ids) => <Textarea {...ids} rows={5} disabled={busy} {...form.register('body')} />}
      </FormField>
      <Controller
        control={control}
        name="attachment"
        render={({ field }) => (
          <AttachmentField
            file={field.value instanceof File ? field.value : undefined}
            error={errors.attachment?.message}
            disabled={busy}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <SendBar
        send={send}
        sent={sent}
        backTo={canGoBack ? 'history' : 'inbox'}
        uploaded={send.phase === 'sending' ? progress : null}
        onRetry={() => {
          void onSubmit();
        }}
      />
    </form>
  );
}
