import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '@/lib/queries/message-queries.ts';

/** Unread message counts; zero until they arrive. */
export function useUnreadCounts(): { totalUnread: number; highPriorityUnread: number } {
  const { data } = useQuery(messageQueries.unread());
  return { totalUnread: data?.totalUnread ?? 0, highPriorityUnread: data?.highPriorityUnread ?? 0 };
}
