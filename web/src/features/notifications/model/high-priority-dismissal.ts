import { useCallback, useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/listeners.ts';

// Kept in memory per login (token): closing the notice hides it for the rest of that session,
// and a new login shows it again. Nothing is stored: SPEC §3 lists no such key.
let dismissedToken: string | null = null;
const { subscribe, notify } = createListeners();

/** Test hook: no notice closed (files that share modules, decision 208). */
export function forgetHighPriorityDismissal(): void {
  dismissedToken = null;
  notify();
}

/** Whether this session closed the high-priority notice, and how to close it. */
export function useHighPriorityDismissal(token: string): [dismissed: boolean, dismiss: () => void] {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedToken === token,
    () => false,
  );
  const dismiss = useCallback(() => {
    dismissedToken = token;
    notify();
  }, [token]);
  return [dismissed, dismiss];
}
