import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { registry } from '@sportsbook/contracts/registry';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { renderApp } from '@/test/render.tsx';

vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'));

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

afterEach(() => {
  server.events.removeAllListeners();
});

describe('requests of a screen', () => {
  it('sends each GET exactly once when demo opens / (shell and home read shared data once)', async () => {
    await logInAs('demo');
    const gets = countGets();
    const { queryClient } = renderApp('/');

    // Everything the screen shows has arrived: the games, both sports menus, the top bar's
    // figures and the high-priority notice (a modal: the page behind it is hidden from roles).
    // The whole app renders in jsdom, every game of the day with it (jsdom has no
    // IntersectionObserver, so no block waits for scrolling): seconds on a busy CI machine.
    expect(await screen.findByRole('dialog', { name: /unread high priority/ })).toBeInTheDocument();
    const behindNotice = { hidden: true };
    expect(
      await screen.findAllByRole('columnheader', { name: 'Money line', ...behindNotice }),
    ).not.toHaveLength(0);
    expect(
      await screen.findByRole('navigation', { name: 'Sports menu', ...behindNotice }),
    ).toHaveTextContent('NBA');
    // The sport chips: a region while league pages are unbuilt, a navigation once they exist.
    expect(await screen.findByLabelText("Today's sports")).toHaveTextContent('Basketball');
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
