import type { ExternalToast } from 'sonner';
import { useSyncExternalStore } from 'react';

/**
 * Whether the toast area is wanted yet. The app mounts it lazily (app/toast-area.tsx) so a first
 * visit to /login does not load sonner (issue 15); it is wanted from the first toast asked for
 * here, the first thing the user does, or a session. sonner shows toasts raised before its area
 * mounted once it does, so none is lost.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToastArea(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => {
    listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useToastAreaWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );

type Kind = 'success' | 'error' | 'warning' | 'info';

/**
 * Shows a toast of one kind, loading sonner (and mounting its area) with the first one. Toasts keep
 * the order they were asked in: each waits for the same module promise.
 */
const show =
  (kind: Kind) =>
  (message: string, options?: ExternalToast): void => {
    wantToastArea();
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
  };

/**
 * The app's toasts (sonner's `toast` for the kinds the app uses), without sonner in the chunks a
 * page needs before its first content: it loads with the first toast (issue 15).
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
} as const;
