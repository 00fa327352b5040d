import { api } from '../api.ts';
import { apiQuery } from './api-query.ts';

/** What the inbox asks GetMessageList for (SPEC §7: every type, so messagetypeid is always 0). */
export interface MessageListFilters {
  /** true: Received messages; false: Messages sent. */
  isReceived: boolean;
  /** 'View read messages': false lists unread messages only. */
  includeRead: boolean;
  /** Search text, trimmed; empty for all. */
  text: string;
}

/**
 * Message data several features read: the unread counts (the top bar's envelope and user menu,
 * the high-priority notice, push), the inbox's lists and one message. Query keys come only from
 * here; a push or a reply invalidates `all`.
 */
export const messageQueries = {
  all: ['message'] as const,
  unread: () =>
    apiQuery([...messageQueries.all, 'unread'], (signal) =>
      api.call('message.unread', {}, { signal }),
    ),
  lists: () => [...messageQueries.all, 'list'] as const,
  /** Always asked afresh when shown: each tab switch or search re-runs it (SPEC §4). */
  list: (filters: MessageListFilters) =>
    apiQuery(
      [...messageQueries.lists(), filters],
      (signal) =>
        api.call(
          'message.list',
          {
            body: {
              messagetypeid: 0,
              includeread: filters.includeRead,
              isReceived: filters.isReceived,
              texttofind: filters.text,
            },
          },
          { signal },
        ),
      { staleTime: 0 },
    ),
  detail: (messageGuid: string) =>
    apiQuery([...messageQueries.all, 'detail', messageGuid], (signal) =>
      api.call('message.get', { body: { MessageGuid: messageGuid } }, { signal }),
    ),
  /** The types the customer may send (compose's type dropdown). */
  types: () =>
    apiQuery([...messageQueries.all, 'types'], (signal) =>
      api.call('message.types', {}, { signal }),
    ),
  /** Who the customer may write to with a type; real users only, without 'All'. */
  users: (messageTypeId: number) =>
    apiQuery([...messageQueries.all, 'users', messageTypeId], (signal) =>
      api.call('message.users', { query: { messagetype: messageTypeId } }, { signal }),
    ),
};
