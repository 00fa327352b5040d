import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { useFormat } from '@/lib/use-format.ts';
import { MessageAttachment } from './message-attachment.tsx';
import { PriorityTag } from './priority-tag.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

/**
 * SPEC §2 Message detail: priority tag, subject, 'Send To' (a message the viewer sent) or
 * 'Send By', 'Send At', the body and the attachment. Everything from the server is text, never
 * HTML; the body keeps its line breaks.
 */
export function MessageView({ message, viewerId }: { message: Message; viewerId: number }) {
  const { t } = useTranslation('inbox');
  const format = useFormat();
  const subjectId = useId();
  const sentByViewer = message.senderId === viewerId && message.recipientId !== viewerId;
  const subject = message.subject.trim() === '' ? t('list.noSubject') : message.subject;
  return (
    <article
      aria-labelledby={subjectId}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <header className="grid gap-2">
        <PriorityTag priority={message.priorityId} className="justify-self-start" />
        <h1 id={subjectId} className="break-words text-xl font-semibold">
          {subject}
        </h1>
        <dl className="grid gap-1 text-sm">
          {sentByViewer ? (
            <Field label={t('message.sendTo')}>{message.recipientName}</Field>
          ) : (
            <Field label={t('message.sendBy')}>{message.senderName}</Field>
          )}
          <Field label={t('message.sendAt')}>
            <time dateTime={message.createdDate}>{format.shortDateTime(message.createdDate)}</time>
          </Field>
        </dl>
      </header>
      <div className="whitespace-pre-wrap break-words border-t pt-4">{message.body}</div>
      <MessageAttachment message={message} />
    </article>
  );
}
