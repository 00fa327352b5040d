import { createElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { reportUnauthorized } from '@/lib/api.ts';
import { useEndPendingSession } from '@/lib/session/session-end.ts';
import { sessionStore, useSession } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { logOutOnUnauthorized } from './log-out-on-401.ts';

/** Like the external-service page: without a session it sends the user to the sport page. */
function SessionPage() {
  return useSession() ? null : createElement(Navigate, { to: '/sport', replace: true });
}

/** Like the login page: a refused session ends once it is on screen. */
function LoginPage() {
  useEndPendingSession();
  return null;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => {
    cleanup();
  });
});

/** The app's router shape, rendered; /login's loader takes a moment (the region check). */
function renderApp(start = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', Component: SessionPage },
      { path: '/other', Component: SessionPage },
      { path: '/sport', element: null },
      {
        path: '/login',
        Component: LoginPage,
        loader: () =>
          new Promise((resolve) => {
            setTimeout(() => {
              resolve(null);
            }, 30);
          }),
      },
    ],
    { initialEntries: [start] },
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account'], { balance: 1 });
  cleanups.push(logOutOnUnauthorized(router, queryClient), () => {
    router.dispose();
  });
  render(createElement(RouterProvider, { router }));
  return { router, queryClient };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('logOutOnUnauthorized', () => {
  it('shows /login, then clears the session and the cached answers', async () => {
    await logInAs('demo');
    const { router, queryClient } = renderApp();
    reportUnauthorized();
    expect(sessionStore.get()).not.toBeNull(); // still there while the page is being left
    await expect.poll(() => sessionStore.get()).toBeNull();
    await settle();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(['account'])).toBeUndefined();
  });

  it('still ends on /login when a click cancels the way there', async () => {
    await logInAs('demo');
    const { router } = renderApp();
    reportUnauthorized();
    void router.navigate('/other'); // the user's click, while /login's loader runs
    await expect.poll(() => sessionStore.get()).toBeNull();
    await settle();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('never lets the page being left render without a session (it would redirect)', async () => {
    await logInAs('demo');
    const { router } = renderApp();
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    reportUnauthorized();
    await expect.poll(() => sessionStore.get()).toBeNull();
    await settle();
    expect(visited).not.toContain('/sport');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('starts one way out for several 401s at once', async () => {
    await logInAs('demo');
    const { router } = renderApp();
    const loading: string[] = [];
    router.subscribe((state) => {
      if (state.navigation.state === 'loading') loading.push(state.navigation.location.pathname);
    });
    reportUnauthorized();
    reportUnauthorized();
    reportUnauthorized();
    await expect.poll(() => sessionStore.get()).toBeNull();
    expect(loading).toEqual(['/login']);
  });

  it('ends the session at once when the 401 comes on /login itself', async () => {
    await logInAs('demo');
    renderApp('/login');
    await settle();
    reportUnauthorized();
    expect(sessionStore.get()).toBeNull();
  });
});
