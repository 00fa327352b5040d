/**
 * The listeners of a small store that React reads with useSyncExternalStore: hand `subscribe` to
 * it, and call `notify` after each change. One set per store, kept here once (issue 35).
 */
export interface Listeners {
  /** Adds a listener; the function it returns takes it out again. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Calls every listener, in the order they subscribed. */
  readonly notify: () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => {
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
}
