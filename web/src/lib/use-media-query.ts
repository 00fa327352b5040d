import { useSyncExternalStore } from 'react';

/** SPEC §2/§9: the desktop layout starts above 1024 px (Tailwind's `desktop:` breakpoint). */
export const DESKTOP_QUERY = '(min-width: 1025px)';

/** Whether a media query matches now, following changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !('matchMedia' in window)) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () =>
      typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia(query).matches,
    () => false,
  );
}
