import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { InboxFilters } from '../components/inbox-filters.tsx';
import { MessageList } from '../components/message-list.tsx';
import { INBOX_TABS, tabOf } from '../model/inbox-search.ts';
import { useInboxSearch } from '../model/use-inbox-search.ts';

/**
 * SPEC §2 Inbox (/inbox): search, 'View read messages', Send message, and the Received messages
 * (default) / Messages sent tabs, each a paged list whose subjects open /message?id={guid}.
 */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  const [search, update] = useInboxSearch();
  const headingId = useId();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl content-start gap-4 p-3 sm:p-4 lg:p-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <InboxFilters
        text={search.text}
        includeRead={search.includeRead}
        onTextChange={(text) => {
          update({ text });
        }}
        onIncludeReadChange={(includeRead) => {
          update({ includeRead });
        }}
      />
      <Tabs
        value={search.tab}
        onValueChange={(value) => {
          update({ tab: tabOf(value) });
        }}
        className="gap-3"
      >
        <TabsList aria-label={t('tabs.label')} className="w-full sm:w-96">
          {INBOX_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {INBOX_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="grid gap-2">
            <h2 id={`${headingId}-${tab}`} className="sr-only">
              {t(`tabs.${tab}`)}
            </h2>
            {/* Its own tab, also while it leaves: a panel never asks for the other tab's list. */}
            <MessageList search={{ ...search, tab }} labelledBy={`${headingId}-${tab}`} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
