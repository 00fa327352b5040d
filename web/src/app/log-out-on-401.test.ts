import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { reportUnauthorized } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { logOutOnUnauthorized } from './log-out-on-401.ts';

/** /login's loader takes a moment (the region check), so a click can overtake the way out. */
function appRouter() {
  return createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/other', element: null },
      {
        path: '/login',
        element: null,
        loader: () =>
          new Promise((resolve) => {
            setTimeout(() => {
              resolve(null);
            }, 30);
          }),
      },
    ],
    { initialEntries: ['/'] },
  );
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => {
    cleanup();
  });
});

function watch(router: ReturnType<typeof appRouter>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account'], { balance: 1 });
  cleanups.push(logOutOnUnauthorized(router, queryClient), () => {
    router.dispose();
  });
  return queryClient;
}

describe('logOutOnUnauthorized', () => {
  it('goes to /login, then clears the session and the cached answers', async () => {
    await logInAs('demo');
    const router = appRouter();
    const queryClient = watch(router);
    reportUnauthorized();
    expect(sessionStore.get()).not.toBeNull(); // still there while the page is being left
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    await expect.poll(() => sessionStore.get()).toBeNull();
    expect(queryClient.getQueryData(['account'])).toBeUndefined();
  });

  it('still ends on /login when a click cancels the way there', async () => {
    await logInAs('demo');
    const router = appRouter();
    watch(router);
    reportUnauthorized();
    void router.navigate('/other'); // the user's click, while /login's loader runs
    await expect.poll(() => sessionStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('starts one way out for several 401s at once', async () => {
    await logInAs('demo');
    const router = appRouter();
    watch(router);
    const visited: string[] = [];
    router.subscribe((state) => {
      if (state.navigation.state === 'loading') visited.push(state.navigation.location.pathname);
    });
    reportUnauthorized();
    reportUnauthorized();
    reportUnauthorized();
    await expect.poll(() => sessionStore.get()).toBeNull();
    expect(visited).toEqual(['/login']);
  });
});
