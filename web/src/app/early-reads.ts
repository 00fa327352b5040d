import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { todayMatchups } from '@/features/home/model/today-matchups.ts';
import { loadHighPriorityNotice } from '@/features/notifications/components/load-high-priority-notice.ts';
import { leagueMatchups, leagueView } from '@/features/sportsbook/model/league-view.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { pendingStep } from '@/lib/session/session-rules.ts';
import { isLoggedIn, sessionStore } from '@/lib/session/session-store.ts';
import { nextTask } from '@/lib/after-first-reads.ts';
import { HOME_ROUTE_ID, LEAGUE_ROUTE_ID } from './route-ids.ts';

/**
 * A logged-in reload starts the reads its board needs as the entry runs, before React and before
 * the page's chunks are in (issue 37, decision 211): the balance, the unread counts, today's events
 * (the sports menu and the league's name) and the page's matchups. The queries are the
 * very ones the screens ask for, so the screens find them under way or answered, and nothing is
 * asked twice. The region check starts beside them (the shell route's loader).
 *
 * Only for a session that the shell's guard lets through (logged in, no step pending): anybody else
 * is sent elsewhere and reads none of it.
 *
 * The page's prices go first, in the caller's task; each other read goes in a task of its own, so
 * a phone's main thread is free between them (most of a read's time is the first call's code
 * compiling and the browser's own fetch; decision 244). Answers false when it reads nothing, else
 * a promise settled once every read has been sent.
 */
export function startEarlyReads(
  queryClient: QueryClient,
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  now: Date = new Date(),
): false | Promise<void> {
  const session = sessionStore.get();
  if (!isLoggedIn(session) || pendingStep(session)) return false;
  const page = matchRoutes(routes, location)?.at(-1);
  if (!page || (page.route.id !== HOME_ROUTE_ID && page.route.id !== LEAGUE_ROUTE_ID)) {
    return false;
  }
  // A failed read is the screen's to show (the cache's error toast, the screen's retry), as if it
  // had asked: nothing more here.
  const ignore = () => undefined;
  if (page.route.id === HOME_ROUTE_ID) {
    queryClient.query(todayMatchups(now)).catch(ignore);
  } else {
    const view = leagueView(page.params, new URLSearchParams(location.search), now);
    const matchups = leagueMatchups(view);
    if (matchups.enabled) queryClient.query(matchups).catch(ignore);
  }
  const reads = [
    () => queryClient.query(sportEventQueries.today()).catch(ignore),
    () => queryClient.query(accountQueries.standing()).catch(ignore),
    // The unread counts: the top bar's envelope, and the high-priority notice, which a reload
    // shows again over the page (its closing is kept in memory only). When there is one, its code
    // comes now.
    () =>
      queryClient
        .query(messageQueries.unread())
        .then(({ highPriorityUnread }) => {
          if (highPriorityUnread > 0) loadHighPriorityNotice().catch(ignore);
        })
        .catch(ignore),
  ];
  const sendInTurn = async () => {
    for (const read of reads) {
      await nextTask();
      void read();
    }
  };
  return sendInTurn();
}
