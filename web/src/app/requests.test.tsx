import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { registry } from '@sportsbook/contracts/registry';
import { createQueryClient } from '@/lib/query-client.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './router.tsx';

// jsdom has no push hub: the shell gets a connection that never delivers anything.
vi.mock('@/lib/push.ts', () => ({
  connectPush: () => ({ stop: () => Promise.resolve(), state: () => 'Connected' }),
}));

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
 * The whole app as main.tsx mounts it, at `path`, but outside StrictMode: its rehearsal unmount
 * leaves a query without observers, TanStack Query aborts the fetch (the query function passes the
 * abort signal on) and the remount asks again. That double exists only in development.
 */
function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} theme="generic">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return queryClient;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('requests of a screen', () => {
  it('sends each GET exactly once when demo opens / (shell and home read shared data once)', async () => {
    await logInAs('demo');
    const gets = countGets();
    const queryClient = renderApp('/');

    // Everything the screen shows has arrived: the games, both sports menus, the top bar's
    // figures and the high-priority notice (a modal: the page behind it is hidden from roles).
    expect(await screen.findByRole('dialog', { name: /unread high priority/ })).toBeInTheDocument();
    const behindNotice = { hidden: true };
    expect(
      await screen.findAllByRole('columnheader', { name: 'Money line', ...behindNotice }),
    ).not.toHaveLength(0);
    expect(
      await screen.findByRole('navigation', { name: 'Sports menu', ...behindNotice }),
    ).toHaveTextContent('NBA');
    expect(
      await screen.findByRole('region', { name: "Today's sports", ...behindNotice }),
    ).toHaveTextContent('Basketball');
    expect(await screen.findByText('Bonus $75.00')).toBeInTheDocument();
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });

    const shared = [
      registry['reference.validateAccess'],
      registry['sportEvent.today'],
      registry['account.onlineMetadata'],
      registry['account.snapshot'],
      registry['account.standing'],
      registry['message.unread'],
    ].map((endpoint) => endpoint.path);
    expect([...gets.keys()]).toEqual(expect.arrayContaining(shared));
    expect(Object.fromEntries(gets)).toEqual(
      Object.fromEntries([...gets.keys()].map((path) => [path, 1])),
    );
  });
});
