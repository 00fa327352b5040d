import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { registry } from '@sportsbook/contracts/registry';
import { leagueDays } from '@/lib/sportsbook/sportsbook-days.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { matchupQueries } from '@/lib/queries/matchup-queries.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './router.tsx';
import { startEarlyReads } from './early-reads.ts';

vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'));

afterEach(() => {
  server.events.removeAllListeners();
});

/** How many times each GET path was requested, from now on. */
function countGets(): Map<string, number> {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return;
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

/**
 * A reload of `path` as main.tsx starts it: the early reads, then the router. Answers once every
 * read has been sent, with which were under way as the start's own task ended.
 */
async function reload(path: string) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const url = new URL(path, 'http://localhost');
  // Asked: under way or already answered (the test's server answers within a task or two).
  const asked = (queryKey: readonly unknown[]) =>
    queryClient.getQueryCache().findAll({ queryKey }).length > 0;
  const sent = startEarlyReads(queryClient, routes, url);
  const inFirstTask = queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .map((query) => query.queryKey);
  if (sent) await sent;
  return { queryClient, routes, started: sent !== false, asked, inFirstTask };
}

describe('a logged-in reload reads its board before React (issue 37, decision 211)', () => {
  it("starts the league page's matchups, today's events, the balance and the unread counts, and the page asks for none again", async () => {
    await logInAs('demo');
    const gets = countGets();
    const { queryClient, routes, started, asked, inFirstTask } =
      await reload('/leagues/Basketball/NBA');

    // Before any render: the reads are on their way, the prices' first, in the start's own task
    // (the others follow a task each, decision 244).
    expect(started).toBe(true);
    const today = leagueDays()[0] ?? '';
    const prices = matchupQueries.list({ league: 'NBA', date: today }).queryKey;
    expect(inFirstTask).toEqual([prices]);
    expect(asked(prices)).toBe(true);
    expect(asked(sportEventQueries.today().queryKey)).toBe(true);
    expect(asked(accountQueries.standing().queryKey)).toBe(true);
    expect(asked(messageQueries.unread().queryKey)).toBe(true);

    const router = createMemoryRouter(routes, { initialEntries: ['/leagues/Basketball/NBA'] });
    render(
      <AppProviders queryClient={queryClient} theme="generic">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      (await screen.findAllByRole('columnheader', { name: 'Money line', hidden: true })).length,
    ).toBeGreaterThan(0);
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    for (const key of [
      'matchup.list',
      'sportEvent.today',
      'account.standing',
      'message.unread',
    ] as const) {
      expect(gets.get(registry[key].path), key).toBe(1);
    }
  });

  it('asks for the day the address names, when the picker offers it', async () => {
    await logInAs('demo');
    const later = leagueDays()[2] ?? '';
    const { started, asked } = await reload(`/leagues/Basketball/NBA?date=${later}`);
    expect(started).toBe(true);
    expect(asked(matchupQueries.list({ league: 'NBA', date: later }).queryKey)).toBe(true);
  });

  it("starts the home page's games", async () => {
    await logInAs('demo');
    const { started, asked } = await reload('/');
    expect(started).toBe(true);
    expect(asked([...matchupQueries.all, 'today'])).toBe(true);
    expect(asked(matchupQueries.list({ league: 'NBA', date: '' }).queryKey)).toBe(false);
  });

  it('reads nothing without a session, with a step pending, or on another page', async () => {
    expect((await reload('/leagues/Basketball/NBA')).started).toBe(false);

    await logInAs('demo');
    const other = await reload('/account');
    expect(other.started).toBe(false);
    expect(other.queryClient.isFetching()).toBe(0);

    sessionStore.updateUser({ pwdChangeFlag: true });
    const pending = await reload('/leagues/Basketball/NBA');
    expect(pending.started).toBe(false);
    expect(pending.queryClient.isFetching()).toBe(0);
  });
});
