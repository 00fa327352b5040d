import { useEffect } from 'react';

/**
 * The end of a session the server refused (a 401, app/log-out-on-401.ts) waits for the login page
 * to be on screen: the page being left never renders without a session, so it cannot react with a
 * redirect of its own (React renders a navigation in a transition, after the router's state moved).
 */
let pending: (() => void) | null = null;

/** Runs `end` when the login page has mounted, or when endPendingSession is called. */
export function endSessionOnLoginPage(end: () => void): void {
  pending = end;
}

/** Ends the pending session now, if any (only if it is still `which`, when given). */
export function endPendingSession(which?: () => void): void {
  if (which && pending !== which) return;
  const end = pending;
  pending = null;
  end?.();
}

/** Test hook: forgets a pending end without running it (files that share modules, decision 208). */
export function forgetPendingSession(): void {
  pending = null;
}

/** For the login page: ends a pending session once the page is on screen. */
export function useEndPendingSession(): void {
  useEffect(() => {
    endPendingSession();
  }, []);
}
