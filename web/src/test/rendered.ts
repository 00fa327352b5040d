import type { QueryClient } from '@tanstack/react-query';

interface Disposable {
  dispose(): void;
}

/** What each test rendered (render.tsx), let go after it (decision 162). */
const rendered: { router: Disposable; queryClient: QueryClient }[] = [];

export function keepUntilAfterTest(router: Disposable, queryClient: QueryClient): void {
  rendered.push({ router, queryClient });
}

/**
 * Stops the test's routers and empties its query caches, whose garbage-collection timers would
 * otherwise keep every test's data alive for minutes (setup.ts).
 */
export function releaseRendered(): void {
  for (const { router, queryClient } of rendered.splice(0)) {
    router.dispose();
    queryClient.clear();
  }
}
