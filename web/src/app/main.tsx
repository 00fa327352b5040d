import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/styles/index.css';
import { i18n, startTexts } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { runtimeConfigProblem } from '@/lib/runtime-config.ts';
import { applyTheme, resolveTheme } from '@/themes/themes.ts';
import { AppContext } from './app-context.tsx';
import { logOutOnUnauthorized } from './log-out-on-401.ts';
import { createRouter } from './router.tsx';
import { LazyToastArea } from './toast-area.tsx';
import { OfflineBanner } from '@/components/offline-banner.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page whose deployment settings are missing or broken says so instead of a blank screen, and
// creates no router, so it sends nothing to an API it cannot name (decision 107).
// The status page is a chunk of its own: no healthy visit carries it.
if (runtimeConfigProblem) {
  const problem = runtimeConfigProblem;
  void import('./config-problem.ts')
    .then(({ showConfigProblem }) => {
      showConfigProblem(root, problem);
    })
    .catch(() => {
      root.textContent = `This site is not set up correctly: ${problem}`;
    });
} else {
  startApp(root);
}

function startApp(container: HTMLElement): void {
  const theme = resolveTheme(window.location.search, localStorage.getItem('theme'));
  applyTheme(theme);
  document.documentElement.lang = i18n.language;

  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  logOutOnUnauthorized(router, queryClient);

  const render = () => {
    createRoot(container).render(
      <StrictMode>
        <AppContext queryClient={queryClient} theme={theme}>
          <OfflineBanner />
          <RouterProvider router={router} />
          <LazyToastArea />
        </AppContext>
      </StrictMode>,
    );
  };

  // A Spanish visitor's texts are a chunk of their own: the first render waits for that one
  // request (the router's first loads run meanwhile), so the first paint is Spanish, not English
  // (decision 096). English texts are in this chunk: an English visitor waits for nothing. Should
  // the request fail, the screens fall back to English. Not a top-level await: with one, Rolldown
  // splits this chunk into many small ones (+3 KB gzipped on /login).
  if (startTexts) {
    void startTexts
      .catch((error: unknown) => {
        console.error(error);
      })
      .then(render);
  } else {
    render();
  }
}
