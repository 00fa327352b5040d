import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Keys are user names and addresses an attacker chooses: past this, expired ones are dropped. */
const MAX_KEYS = 10_000;

interface Window {
  count: number;
  startedAt: number;
}

/**
 * A store for @fastify/rate-limit that counts in the mock's time, not the wall clock's (the
 * control API's clock and a test's `now` move it, as they move the login lockout), and that the
 * control API's reset empties (each e2e test starts with no count). Fixed windows from a key's
 * first request, as the plugin's own LocalStore keeps them.
 */
export function mockClockStore(now: () => number): {
  Store: new () => FastifyRateLimitStore;
  clear: () => void;
} {
  const everyTable = new Set<Map<string, Window>>();

  class MockClockStore implements FastifyRateLimitStore {
    readonly #windows = new Map<string, Window>();

    constructor() {
      everyTable.add(this.#windows);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      const live = (window: Window) => at - window.startedAt < timeWindow;
      if (this.#windows.size > MAX_KEYS) {
        for (const [old, window] of this.#windows) if (!live(window)) this.#windows.delete(old);
      }
      let window = this.#windows.get(key);
      if (window && live(window)) window.count += 1;
      else {
        window = { count: 1, startedAt: at };
        this.#windows.set(key, window);
      }
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    /** The key's count without counting (the plugin's `increment: false`). */
    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      const window = this.#windows.get(key);
      if (!window || at - window.startedAt >= timeWindow) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    /** One table per limit (the plugin asks for one per route or createRateLimit call). */
    child(): FastifyRateLimitStore {
      return new MockClockStore();
    }
  }

  return {
    Store: MockClockStore,
    clear: () => {
      for (const table of everyTable) table.clear();
    },
  };
}
