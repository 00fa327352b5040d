import type { MessageListFilters } from '@/lib/queries/message-queries.ts';

export const INBOX_TABS = ['received', 'sent'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** How long the search waits after the last key before it runs (SPEC §2: searching is debounced). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the inbox shows, as its URL keeps it: ?tab=sent&q=…&read=1 (defaults are left out). */
export interface InboxSearch {
  tab: InboxTab;
  text: string;
  includeRead: boolean;
}

export const tabOf = (value: string | null): InboxTab =>
  INBOX_TABS.find((tab) => tab === value) ?? 'received';

export function readInboxSearch(params: URLSearchParams): InboxSearch {
  return {
    tab: tabOf(params.get('tab')),
    text: params.get('q') ?? '',
    includeRead: params.get('read') === '1',
  };
}

export function writeInboxSearch(search: InboxSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.tab !== 'received') params.set('tab', search.tab);
  if (search.text.trim() !== '') params.set('q', search.text);
  if (search.includeRead) params.set('read', '1');
  return params;
}

/** The GetMessageList request behind a search. */
export const listFilters = (search: InboxSearch): MessageListFilters => ({
  isReceived: search.tab === 'received',
  includeRead: search.includeRead,
  text: search.text.trim(),
});
