import type { ExternalToast } from 'sonner';
import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners.ts';

/**
 * Whether the toast area is wanted yet. The app mounts it lazily (app/toast-area.tsx) so a first
 * visit to /login does not load sonner (issue 15); it is wanted from the first toast asked for
 * here, the first thing the user does, or a session. sonner shows toasts raised before its area
 * mounted once it does, so none is lost.
 */
let wanted = false;
const { subscribe, notify } = createListeners();

export function wantToastArea(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

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

/**
 * Where the toast area's top edge goes while an overlay asks for it (px from the window's top), or
 * null for sonner's own place. It is state the toast area reads (app/toaster.tsx), not a CSS
 * variable on the document: a variable set there is inherited, so each change restyled every
 * element of the page (decision 227).
 */
let toastsTop: number | null = null;
const toastsTopListeners = createListeners();

function setToastsTop(top: number | null): void {
  if (top === toastsTop) return;
  toastsTop = top;
  toastsTopListeners.notify();
}

export const currentToastsTop = (): number | null => toastsTop;

export const useToastsTop = (): number | null =>
  useSyncExternalStore(toastsTopListeners.subscribe, currentToastsTop, currentToastsTop);

/** Room left between an overlay's header and the first toast. */
const TOASTS_GAP_PX = 8;

/**
 * A ref callback for an overlay (the phone's bet slip): while it is mounted, toasts start 8 px
 * below the bottom of the last part of its header, the first element in it that matches `header`
 * (nothing changes until one does: the phone's slip renders just after its sheet, decision 222),
 * so a toast never covers its title, tabs or close button (issue 34, finding 6). It follows that
 * part's size; when the overlay goes, toasts return to sonner's place. Create it once (module
 * scope): a new callback each render would undo and redo this every time.
 */
export function toastsBelow(header: string): (overlay: HTMLElement | null) => () => void {
  return (overlay) => {
    if (!overlay) return () => undefined;
    let target: HTMLElement | null = null;
    const place = () => {
      if (!target) return;
      const bottom = Math.max(0, Math.ceil(target.getBoundingClientRect().bottom));
      setToastsTop(bottom + TOASTS_GAP_PX);
    };
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    /** Finds the header part once it is there; answers whether it is. */
    const find = () => {
      target = overlay.querySelector<HTMLElement>(header);
      if (!target) return false;
      resized?.observe(target);
      place();
      return true;
    };
    // Until the header part renders, each change inside the overlay looks for it once.
    const appeared =
      find() || typeof MutationObserver !== 'function'
        ? null
        : new MutationObserver(() => {
            if (find()) appeared?.disconnect();
          });
    appeared?.observe(overlay, { childList: true, subtree: true });
    window.addEventListener('resize', place);
    return () => {
      appeared?.disconnect();
      resized?.disconnect();
      window.removeEventListener('resize', place);
      setToastsTop(null);
    };
  };
}
