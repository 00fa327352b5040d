import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import '@/styles/index.css';
import { i18n, startTexts } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { runtimeConfigProblem } from '@/lib/runtime-config.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { applyTheme, resolveTheme } from '@/themes/themes.ts';
import { AppTree } from './app-tree.tsx';
import { prepareHydration, prerenderedAs } from './hydration.ts';
import { logOutOnUnauthorized } from './log-out-on-401.ts';
import { createRoutes } from './router.tsx';

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
  const prerendered = prerenderedAs(container);
  const theme = resolveTheme(window.location.search, localStorage.getItem('theme'));
  applyTheme(theme);
  document.documentElement.lang = i18n.language;

  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const start = (hydrationData?: HydrationState) => {
    const router = createBrowserRouter(routes, { hydrationData });
    logOutOnUnauthorized(router, queryClient);
    return (
      <AppTree queryClient={queryClient} theme={theme}>
        <RouterProvider router={router} />
      </AppTree>
    );
  };

  // The build prerenders the public pages in each language and theme, as a visitor without a
  // session sees them (decision 155). HTML that is what this visitor would see is hydrated once the
  // page's code and texts are in; any other (a stored language or theme, a session) is replaced:
  // React clears the container when it first commits, so the old HTML stays up until then.
  if (
    prerendered?.language === i18n.language &&
    prerendered.theme === theme &&
    !sessionStore.get()
  ) {
    void Promise.all([startTexts, prepareHydration(routes, window.location)]).then(
      ([, hydrationData]) => {
        hydrateRoot(container, start(hydrationData));
      },
    );
    return;
  }
  // The router starts now, so its first loads run while a Spanish visitor's texts arrive.
  const app = start();
  const render = () => {
    createRoot(container).render(app);
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
