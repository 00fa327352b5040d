import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INBOX_PAGE_SIZE, INBOX_SCROLL_HEIGHT_PX } from '@sportsbook/contracts/rules/constants';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { QueryTable } from '@/components/data-table/tickets-section.tsx';
import { cn } from '@/lib/cn.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { listFilters, type InboxSearch } from '../model/inbox-search.ts';
import { useMessageColumns } from './message-columns.tsx';

const unreadRow = (message: Message) => (message.isRead ? undefined : 'bg-primary/5 font-semibold');

function emptyText(search: InboxSearch): string {
  if (search.text.trim() !== '') return 'empty.search';
  if (search.tab === 'received') return search.includeRead ? 'empty.received' : 'empty.unread';
  return search.includeRead ? 'empty.sent' : 'empty.sentUnread';
}

/**
 * One tab's messages (POST GetMessageList), paged 10 / 25 / 50. While a new search runs, the
 * tab's previous rows stay (dimmed); another tab's rows never stand in for this one's.
 */
export function MessageList({ search, labelledBy }: { search: InboxSearch; labelledBy: string }) {
  const { t } = useTranslation('inbox');
  const filters = listFilters(search);
  const query = useQuery({
    ...messageQueries.list(filters),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].isReceived === filters.isReceived ? previous : undefined,
  });
  const columns = useMessageColumns();
  return (
    <div aria-busy={query.isPlaceholderData} className="grid gap-2">
      {query.isPlaceholderData && (
        <p role="status" className="sr-only">
          {t('list.searching')}
        </p>
      )}
      <QueryTable
        query={query}
        loadingRows={5}
        texts={{
          loading: t('list.loading'),
          error: t('list.error'),
          empty: t(emptyText(search)),
        }}
      >
        {(messages) => (
          <DataTable
            // A new search starts again at its first page.
            key={JSON.stringify(filters)}
            labelledBy={labelledBy}
            name={t(`tabs.${search.tab}`)}
            data={messages}
            columns={columns}
            getRowId={(message) => `${message.messageGuid}-${String(message.messageBoxId)}`}
            rowClassName={search.tab === 'received' ? unreadRow : undefined}
            // SPEC §9: pages of 10 whose rows scroll inside 400 px at every size (decision 140).
            pageSize={INBOX_PAGE_SIZE}
            scrollHeight={INBOX_SCROLL_HEIGHT_PX}
            className={cn(query.isPlaceholderData && 'opacity-60')}
          />
        )}
      </QueryTable>
    </div>
  );
}
