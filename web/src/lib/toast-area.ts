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

/** Shows an error toast, loading sonner (and mounting its area) on the first one. */
export function toastError(message: string): void {
  wantToastArea();
  void import('sonner').then(({ toast }) => toast.error(message));
}
