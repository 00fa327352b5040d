import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { i18n, loadLanguage, setLanguage } from '@/lib/i18n.ts';
import '@/lib/app-texts.ts';
import '@/lib/beyond-texts.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { resetMock, server } from './msw.ts';
import { releaseRendered } from './rendered.ts';

// Spanish texts are fetched on demand in the app (decision 095); tests have every language at hand,
// so a test can switch to Spanish at once.
await loadLanguage('es');

// Lazy routes and MSW round trips on a busy 2-core CI machine can take more than RTL's 1 s.
configure({ asyncUtilTimeout: 5000 });

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
  releaseRendered();
  // No fake clock, stubbed global or spy (navigator.onLine...) outlives its test (decision 162).
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // TanStack Query's online and focus managers are one per module set: online, focus unknown.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  // Each test starts in English.
  if (i18n.language !== 'en') await setLanguage('en');
  // sonner keeps its toasts in a module: none is carried into the next test's toast area.
  (await import('sonner')).toast.dismiss();
  server.resetHandlers();
  server.events.removeAllListeners();
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.reload();
});
afterAll(() => {
  server.close();
});
