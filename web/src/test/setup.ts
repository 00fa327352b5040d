import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage } from '@/lib/i18n.ts';
import '@/lib/texts/app-texts.ts';
import '@/lib/texts/beyond-texts.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { resetMock, server } from './msw.ts';

// Spanish texts are fetched on demand in the app (decision 095); tests have every language at hand,
// so a test can switch to Spanish at once.
await loadLanguage('es');

// Lazy routes and MSW round trips on a busy 2-core CI machine can take far more than RTL's 1 s:
// beside the stories' and e2e's browsers a lazy page took over 5 s to appear. A wait that fails
// still fails, only later.
configure({ asyncUtilTimeout: 20_000 });

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
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.reload();
});
afterAll(() => {
  server.close();
});
