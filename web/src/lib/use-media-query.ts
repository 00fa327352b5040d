import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH_PX } from '@sportsbook/contracts/rules/constants';

/**
 * SPEC §2/§9: the desktop layout starts above MOBILE_MAX_WIDTH_PX (Tailwind's `desktop:`
 * breakpoint in styles/index.css, which a test holds to the same constant).
 */
export const DESKTOP_QUERY = `(min-width: ${String(MOBILE_MAX_WIDTH_PX + 1)}px)`;

/**
 * Where a keyboard is likely: some pointer is fine (a mouse or a trackpad). No media query asks for
 * a keyboard; this one is false on a touch-only phone or tablet, where hints about Enter and Escape
 * mean nothing, and true on a laptop, a desktop, or a tablet with a trackpad keyboard (decision 181).
 */
export const KEYBOARD_QUERY = '(any-pointer: fine)';

// jsdom has a window whose matchMedia is no function; it counts as no window here.
const canMatch = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, following changes (false where media cannot be matched). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
