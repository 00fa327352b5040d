import type { QueryClient } from '@tanstack/react-query';
import { onUnauthorized } from '@/lib/api.ts';
import { endPendingSession, endSessionOnLoginPage } from '@/lib/session/session-end.ts';
import { sessionStore } from '@/lib/session/session-store.ts';

/** What of the router the way out uses (a data router, browser or memory). */
interface Router {
  navigate: (to: string) => Promise<void>;
  state: { location: { pathname: string } };
}

const LOGIN = '/login';
/** A user's own navigations can cancel the way to /login; it is tried again, this many times. */
const ATTEMPTS = 3;
/** Should the login page not show once reached (its chunk failed), the session ends anyway. */
const LOGIN_PAGE_WAIT_MS = 5000;

/**
 * SPEC §4: a 401 from any call logs the user out. Only the first of several 401s starts the way
 * out. The session and the cached answers are cleared once the login page is on screen
 * (lib/session/session-end.ts), so the page being left never sees itself without a session and sends the
 * user elsewhere. A navigation the user starts meanwhile (a click while a late 401 arrives)
 * cancels the way to /login: it is taken again. Answers the unsubscribe.
 */
export function logOutOnUnauthorized(router: Router, queryClient: QueryClient): () => void {
  let loggingOut = false;
  const reachLogin = async (): Promise<boolean> => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      await router.navigate(LOGIN);
      if (router.state.location.pathname === LOGIN) return true;
    }
    return false;
  };
  return onUnauthorized(() => {
    if (loggingOut) return;
    loggingOut = true;
    const end = () => {
      sessionStore.clear();
      queryClient.clear();
      loggingOut = false;
    };
    // Already on /login (its own calls refused): no page to leave.
    if (router.state.location.pathname === LOGIN) {
      end();
      return;
    }
    endSessionOnLoginPage(end);
    void reachLogin().then((reached) => {
      if (!reached) endPendingSession(end);
      else
        setTimeout(() => {
          endPendingSession(end);
        }, LOGIN_PAGE_WAIT_MS);
    });
  });
}
