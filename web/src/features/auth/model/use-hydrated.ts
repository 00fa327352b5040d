import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build's prerendered HTML and while React hydrates it, true once the page's script
 * drives the screen (decision 155). A prerendered form stays disabled until then: typed before,
 * its values would not reach the form's state, and a native submit would put them in the URL.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
