import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionStore, useSession } from '../session-store.ts';
import { accountQueries } from './account-queries.ts';

/*
 * One owner for the balance (issue 35, decision 197): the query cache's account standing. Its
 * first figure is the one login answered (the session's `accountBalance`); after that only the
 * cache changes it: a standing read, or setBalance with a money call's answer or a push. Every
 * screen reads it from there (useBalance, or the standing query itself).
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

/**
 * Keeps the stored session's figure on the cache's latest, written from here only, so a reload
 * starts from the last balance seen until the standing is read again (as it did before the cache
 * owned it). Returns the unsubscribe.
 */
export function keepBalanceForReload(queryClient: QueryClient): () => void {
  const { queryKey } = accountQueries.standing();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== queryClient.getQueryCache().find({ queryKey })?.queryHash) return;
    const balance = queryClient.getQueryData(queryKey)?.balance;
    if (balance !== undefined && sessionStore.get()?.user.accountBalance !== balance) {
      sessionStore.updateUser({ accountBalance: balance });
    }
  });
}
