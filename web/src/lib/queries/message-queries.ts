import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

/**
 * Message data several features read: the unread counts (the top bar's envelope and user menu,
 * the high-priority notice, push, and later the inbox). Query keys come only from here.
 */
export const messageQueries = {
  all: ['message'] as const,
  unread: () =>
    queryOptions({
      queryKey: [...messageQueries.all, 'unread'] as const,
      queryFn: ({ signal }) => api.call('message.unread', {}, { signal }),
    }),
};
