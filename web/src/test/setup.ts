import './midday-clock.ts';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { forgetDateFormats } from '@/lib/date-format.ts';
import { i18n, loadLanguage } from '@/lib/i18n.ts';
import '@/lib/texts/app-texts.ts';
import '@/lib/texts/beyond-texts.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { forgetPendingSession } from '@/lib/session/session-end.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { forgetFirstReads } from '@/lib/use-after-first-reads.ts';
import { forgetHighPriorityDismissal } from '@/features/notifications/model/high-priority-dismissal.ts';
import { resetMock, server } from './msw.ts';
import { forgetToasts, settleToasts } from './toast-timers.ts';

// Spanish texts are fetched on demand in the app (decision 095); tests have every language at hand,
// so a test can switch to Spanish at once.
await loadLanguage('es');

// Lazy routes and MSW round trips on a busy 2-core CI machine can take far more than RTL's 1 s:
// beside the stories' and e2e's browsers a lazy page took over 5 s to appear. A wait that fails
// still fails, only later.
configure({ asyncUtilTimeout: 30_000 });

// Radix parts measure themselves; jsdom does no layout and has no ResizeObserver.
class NoResizeObserver implements ResizeObserver {
  observe() {
    // nothing ever resizes in jsdom
  }
  unobserve() {
    // nothing observed
  }
  disconnect() {
    // nothing observed
  }
}
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = NoResizeObserver;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetMock();
});
afterEach(async () => {
  cleanup();
  await forgetToasts();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.reload();
});
afterAll(async () => {
  server.close();
  // Most files share their worker's modules and jsdom with the files before them (decision 208):
  // what a file changed beyond one test goes back to how a fresh module set starts.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  // sonner replays its toasts still on screen to the next file's toast area.
  await settleToasts();
  forgetDateFormats();
  slipStore.reload();
  forgetPendingSession();
  forgetFirstReads();
  forgetHighPriorityDismissal();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
