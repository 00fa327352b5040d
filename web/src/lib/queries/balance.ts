import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store.ts';
import { accountQueries } from './account-queries.ts';

/*
 * One owner for the balance (issue 35, decision 197): the query cache's account standing. Its
 * first figure is the one login answered (the session's `accountBalance`); after that only the
 * cache changes it: a standing read, or setBalance with a money call's answer or a push. Every
 * screen reads it from there (useBalance, or the standing query itself). The stored session keeps
 * a copy for reloads, written only by balance-for-reload.ts.
 */

/** A balance the server just told (a bet's answer, a push): shown on every screen at once. */
export function setBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData(accountQueries.standing().queryKey, { balance });
}

/** The balance the shell shows: the cache's, else (before its first read) the one login gave. */
export function useBalance(): number | null {
  const session = useSession();
  const { data } = useQuery(accountQueries.standing());
  return data?.balance ?? session?.user.accountBalance ?? null;
}
