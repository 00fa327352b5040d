import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/styles/index.css';
import { i18n, startTexts } from '@/lib/i18n.ts';
import { onUnauthorized } from '@/lib/api.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { applyTheme, resolveTheme } from '@/themes/themes.ts';
import { AppContext } from './app-context.tsx';
import { createRouter } from './router.tsx';
import { LazyToastArea } from './toast-area.tsx';

const theme = resolveTheme(window.location.search, localStorage.getItem('theme'));
applyTheme(theme);
document.documentElement.lang = i18n.language;

const queryClient = createQueryClient();
const router = createRouter(queryClient);

// SPEC §4: a 401 from any call logs the user out. The session is cleared once /login is reached, so
// the page being left cannot react to the missing session with a redirect of its own.
// Several calls can fail with 401 at once: only the first starts the way out, since a second
// navigation would cancel the first and clear the session while the old page is still mounted
// (which then sends the user elsewhere than /login).
let loggingOut = false;
onUnauthorized(() => {
  if (loggingOut) return;
  loggingOut = true;
  void router.navigate('/login').finally(() => {
    sessionStore.clear();
    queryClient.clear();
    loggingOut = false;
  });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const start = (container: HTMLElement) => {
  createRoot(container).render(
    <StrictMode>
      <AppContext queryClient={queryClient} theme={theme}>
        <RouterProvider router={router} />
        <LazyToastArea />
      </AppContext>
    </StrictMode>,
  );
};

// A Spanish visitor's texts are a chunk of their own: the first render waits for that one request
// (the router's first loads run meanwhile), so the first paint is Spanish, not English (decision
// 096). English texts are in this chunk: an English visitor waits for nothing. Should the request
// fail, the screens fall back to English. Not a top-level await: with one, Rolldown splits this
// chunk into many small ones (+3 KB gzipped on /login).
if (startTexts) {
  void startTexts
    .catch((error: unknown) => {
      console.error(error);
    })
    .then(() => {
      start(root);
    });
} else {
  start(root);
}
