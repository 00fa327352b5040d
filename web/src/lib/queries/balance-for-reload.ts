import { hashKey, type QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store.ts';
import { accountKeys } from './account-keys.ts';

const hasBalance = (data: unknown): data is { balance: number } =>
  typeof data === 'object' &&
  data !== null &&
  'balance' in data &&
  typeof data.balance === 'number';

/**
 * The query cache owns the balance (balance.ts, decision 197). This keeps the stored session's
 * figure on the cache's latest, written from here only, so a reload starts from the last balance
 * seen until the standing is read again. Returns the unsubscribe.
 */
export function keepBalanceForReload(queryClient: QueryClient): () => void {
  const standing = hashKey(accountKeys.standing);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== standing) return;
    const data: unknown = event.query.state.data;
    if (hasBalance(data) && sessionStore.get()?.user.accountBalance !== data.balance) {
      sessionStore.updateUser({ accountBalance: data.balance });
    }
  });
}
