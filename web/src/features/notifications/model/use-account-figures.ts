import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';

/** The balance the shell shows: the latest standing, else the one stored at login. */
export function useBalance(): number | null {
  const session = useSession();
  const { data } = useQuery(accountQueries.standing());
  return data?.balance ?? session?.user.accountBalance ?? null;
}

/** Unread message counts; zero until they arrive. */
export function useUnreadCounts(): { totalUnread: number; highPriorityUnread: number } {
  const { data } = useQuery(messageQueries.unread());
  return { totalUnread: data?.totalUnread ?? 0, highPriorityUnread: data?.highPriorityUnread ?? 0 };
}
