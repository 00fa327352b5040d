import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

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
    queryOptions({
      queryKey: [...messageQueries.all, 'unread'] as const,
      queryFn: ({ signal }) => api.call('message.unread', {}, { signal }),
    }),
  lists: () => [...messageQueries.all, 'list'] as const,
  /** Always asked afresh when shown: each tab switch or search re-runs it (SPEC §4). */
  list: (filters: MessageListFilters) =>
    queryOptions({
      queryKey: [...messageQueries.lists(), filters] as const,
      queryFn: ({ signal }) =>
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
      staleTime: 0,
    }),
  detail: (messageGuid: string) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'detail', messageGuid] as const,
      queryFn: ({ signal }) =>
        api.call('message.get', { body: { MessageGuid: messageGuid } }, { signal }),
    }),
  /** The types the customer may send (compose's type dropdown). */
  types: () =>
    queryOptions({
      queryKey: [...messageQueries.all, 'types'] as const,
      queryFn: ({ signal }) => api.call('message.types', {}, { signal }),
    }),
  /** Who the customer may write to with a type; real users only, without 'All'. */
  users: (messageTypeId: number) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'users', messageTypeId] as const,
      queryFn: ({ signal }) =>
        api.call('message.users', { query: { messagetype: messageTypeId } }, { signal }),
    }),
};
