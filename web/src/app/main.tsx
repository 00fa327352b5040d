import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { FRAME_PAGE } from '@sportsbook/contracts/hosting';
import '@/styles/index.css';
import { keepFrameHint } from './frame-hint.ts';
import { i18n, startTexts } from '@/lib/i18n.ts';
import { nextTask } from '@/lib/after-first-reads.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { runtimeConfigProblem } from '@/lib/runtime-config.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { applyTheme, resolveTheme } from '@/themes/themes.ts';
import { AppTree } from './app-tree.tsx';
import { startEarlyReads } from './early-reads.ts';
import { prepareLocaleData } from './prepare-locale-data.ts';
import { prepareHydration, prerenderedAs, routerReady } from './hydration.ts';
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

/** Lifts the logged-in frame's `inert` from the container as the page replacing it commits. */
function LiftInert({ container }: { container: HTMLElement }): null {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return null;
}

function startApp(container: HTMLElement): void {
  const prerendered = prerenderedAs(container);
  const theme = resolveTheme(window.location.search, localStorage.getItem('theme'));
  applyTheme(theme);
  document.documentElement.lang = i18n.language;
  keepFrameHint(theme);
  // The rest starts in a task after the one that evaluated the modules, so a phone's main thread
  // is free in between (decision 234).
  void nextTask().then(() => {
    startRouting(container, prerendered, theme);
  });
}

/** The app's cache, reads, router and first render or hydration (decision 234). */
function startRouting(
  container: HTMLElement,
  prerendered: ReturnType<typeof prerenderedAs>,
  theme: ReturnType<typeof resolveTheme>,
): void {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // A logged-in reload's board data goes out now, beside the page's chunks (decision 211), a read
  // a task (decision 244); what follows waits for the last of them.
  const readsSent = startEarlyReads(queryClient, routes, window.location) || Promise.resolve();
  const start = (hydrationData?: HydrationState) => {
    const router = createBrowserRouter(routes, { hydrationData });
    logOutOnUnauthorized(router, queryClient);
    const app = (
      <AppTree queryClient={queryClient} theme={theme}>
        <RouterProvider router={router} />
      </AppTree>
    );
    return { router, app };
  };

  // The build prerenders the public pages in each language and theme, as a visitor without a
  // session sees them (decision 155). HTML that is what this visitor would see is hydrated once the
  // page's code and texts are in; any other (a stored language or theme, a session) is replaced:
  // React clears the container when it first commits, so the old HTML stays up until then.
  if (
    prerendered &&
    prerendered.page !== FRAME_PAGE &&
    prerendered.language === i18n.language &&
    prerendered.theme === theme &&
    !sessionStore.get()
  ) {
    // The page's code is evaluated in the task its chunk arrives in; hydration starts in the next
    // (decision 228).
    void Promise.all([startTexts, prepareHydration(routes, window.location)]).then(
      async ([, hydrationData]) => {
        await nextTask();
        const { app } = start(hydrationData);
        // As a transition, React hydrates in slices of a few milliseconds and lets the browser in
        // between, instead of holding a phone's main thread for the whole page in one long task; a
        // click meanwhile hydrates what it lands on at once and is replayed (decision 163).
        startTransition(() => {
          hydrateRoot(container, app);
        });
      },
      (error: unknown) => {
        // The page's code did not arrive: the router starts as on any other load, and its error
        // view says so with Reload page, instead of HTML that never comes alive (decision 246).
        console.error(error);
        renderPage(container, false, start());
      },
    );
    return;
  }
  // A page behind login shows money and dates in its first render: the locale data they need is
  // loaded before it, while the page's code and answers arrive (decision 231).
  void readsSent.then(() => {
    if (sessionStore.get()) void prepareLocaleData(i18n.language);
  });
  // The router starts in a later task, beside the reads just sent and while a Spanish visitor's
  // texts arrive: the start is shorter tasks, not one long one (decision 234).
  void readsSent.then(nextTask).then(() => {
    renderPage(container, prerendered?.page === FRAME_PAGE, start());
  });
}

/** Renders the page into `container`, replacing what is there when it first commits. */
function renderPage(
  container: HTMLElement,
  overFrame: boolean,
  { router, app }: { router: Parameters<typeof routerReady>[0]; app: ReactNode },
): void {
  const render = () => {
    const root = createRoot(container);
    if (!overFrame) {
      root.render(app);
      return;
    }
    // Over the logged-in frame, the first render is a transition: React renders the page in
    // slices and lets the browser in between, instead of one long task on a phone; the frame stays
    // up until the page commits (decision 224). The frame is inert (decision 159): nothing typed
    // into it could be kept. The page lifts that as it commits.
    startTransition(() => {
      root.render(
        <>
          <LiftInert container={container} />
          {app}
        </>,
      );
    });
  };

  // A Spanish visitor's texts are a chunk of their own: the first render waits for that one
  // request (the router's first loads run meanwhile), so the first paint is Spanish, not English
  // (decision 096). English texts are in this chunk: an English visitor waits for nothing. Should
  // the request fail, the screens fall back to English. Not a top-level await: with one, Rolldown
  // splits this chunk into many small ones (+3 KB gzipped on /login).
  // Over the logged-in frame (decision 159) the first render also waits for the router's first
  // navigation, so it draws the page (or the login it redirects to), not a loading spinner.
  const texts = startTexts?.catch((error: unknown) => {
    console.error(error);
  });
  const frame = overFrame ? routerReady(router) : undefined;
  if (texts || frame) {
    void Promise.all([texts, frame]).then(render);
  } else {
    render();
  }
}
