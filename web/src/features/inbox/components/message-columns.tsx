import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailIcon, MailOpenIcon, PaperclipIcon } from 'lucide-react';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { useFormat } from '@/lib/use-format.ts';
import type { FromInbox } from '../model/from-inbox.ts';
import { PriorityTag } from './priority-tag.tsx';

const column = dataColumns<Message>();

function ReadIcon({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation('inbox');
  const Icon = isRead ? MailOpenIcon : MailIcon;
  return (
    <span role="img" aria-label={t(isRead ? 'list.read' : 'list.unread')} className="inline-flex">
      <Icon
        aria-hidden="true"
        className={isRead ? 'size-4 text-muted-foreground' : 'size-4 text-primary'}
      />
    </span>
  );
}

function SubjectLink({ message }: { message: Message }) {
  const { t } = useTranslation('inbox');
  const { search } = useLocation();
  const subject = message.subject.trim() === '' ? t('list.noSubject') : message.subject;
  const from: FromInbox = { inbox: search };
  return (
    <Link
      to={`/message?id=${encodeURIComponent(message.messageGuid)}`}
      state={from}
      className="break-words rounded-sm text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {subject}
    </Link>
  );
}

/**
 * SPEC §2 inbox columns: read icon, priority tag, subject (a link to the message), attachment
 * icon and created date. Rebuilt only when the language changes.
 */
export function useMessageColumns() {
  const { t, i18n } = useTranslation('inbox');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(
    () =>
      column.columns([
        column.accessor('isRead', {
          header: () => <span className="sr-only">{t('list.status')}</span>,
          enableSorting: false,
          meta: { className: 'w-8' },
          cell: (info) => <ReadIcon isRead={info.getValue()} />,
        }),
        column.accessor('priorityId', {
          header: t('list.priority'),
          enableSorting: false,
          meta: { className: 'w-20' },
          cell: (info) => <PriorityTag priority={info.getValue()} />,
        }),
        column.accessor('subject', {
          header: t('list.subject'),
          sortFn: 'alphanumeric',
          meta: { className: 'min-w-32' },
          cell: ({ row }) => <SubjectLink message={row.original} />,
        }),
        column.accessor('hasAttachment', {
          header: () => <span className="sr-only">{t('list.attachment')}</span>,
          enableSorting: false,
          meta: { className: 'w-8' },
          cell: (info) =>
            info.getValue() && (
              <span role="img" aria-label={t('list.hasAttachment')} className="inline-flex">
                <PaperclipIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              </span>
            ),
        }),
        column.accessor('createdDate', {
          header: t('list.date'),
          sortFn: 'basic',
          meta: { className: 'text-right' },
          cell: (info) => (
            // On a phone the time may go under the date, so the subject keeps its room.
            <time dateTime={info.getValue()} className="tabular-nums sm:whitespace-nowrap">
              {format.shortDateTime(info.getValue())}
            </time>
          ),
        }),
      ]),
    // `format` follows the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}
