import type { QueryClient } from '@tanstack/react-query';
import { onUnauthorized } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session-store.ts';

/** What of the router the way out uses (a data router, browser or memory). */
interface Router {
  navigate: (to: string) => Promise<void>;
  state: { location: { pathname: string } };
}

const LOGIN = '/login';
/** A user's own navigations can cancel the way to /login; it is tried again, this many times. */
const ATTEMPTS = 3;

/**
 * SPEC §4: a 401 from any call logs the user out. The session is cleared once /login is reached, so
 * the page being left cannot react to the missing session with a redirect of its own. Several
 * calls can fail with 401 at once: only the first starts the way out. A navigation the user starts
 * meanwhile (a click while a late 401 arrives) cancels the way to /login: it is taken again, so the
 * user still ends on /login and not on whatever the left page does without a session.
 * Answers the unsubscribe.
 */
export function logOutOnUnauthorized(router: Router, queryClient: QueryClient): () => void {
  let loggingOut = false;
  const reachLogin = async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      await router.navigate(LOGIN);
      if (router.state.location.pathname === LOGIN) return;
    }
  };
  return onUnauthorized(() => {
    if (loggingOut) return;
    loggingOut = true;
    void reachLogin().finally(() => {
      sessionStore.clear();
      queryClient.clear();
      loggingOut = false;
    });
  });
}
