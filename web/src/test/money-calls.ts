import { vi } from 'vitest';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from './msw.ts';

/**
 * What the money-call tests (issue 24, `*-lost.test.tsx`) share: a clock the test moves past the
 * 20 s timeout while the user still types and clicks, reads held back so the "Checking …" state can
 * be seen, and the cleanup each such file needs.
 */

/** Fake timeouts that still advance with real time, and a user whose waits move them too. */
export function moneyCallClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/**
 * Holds every GET of `url` (an MSW path) while `when()` is true, until the returned release is
 * called; the mock's own handler answers then. Lets a test see the screen while it checks.
 */
export function holdReads(url: string, when: () => boolean = () => true): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(url, async () => {
      if (when()) await held;
      return undefined; // on to the mock's own answer
    }),
  );
  return release;
}

/** The browser goes offline (or back online), as TanStack Query's online manager hears it. */
export function goOffline(offline: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

/** Between tests: no listener, fake clock or spy left, and online again (toasts: setup.ts). */
export function afterMoneyCall(): void {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Online again for the next test: TanStack Query's online manager is one for the whole file.
  window.dispatchEvent(new Event('online'));
}
