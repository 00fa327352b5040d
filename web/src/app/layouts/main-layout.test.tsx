import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { closeHighPriorityNotice, unreadAnswer, withoutNotice } from '@/test/shell.ts';
import { league, sport, sportEvents } from '@/test/sportsbook-data.ts';
import MainLayout from './main-layout.tsx';

vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'));

const routes = [
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <Landmark name="home" /> },
      { path: 'other/:label', element: <Landmark name="other" /> },
      { path: 'inbox', element: <Landmark name="inbox" /> },
    ],
  },
  { path: '/login', element: <Landmark name="login" /> },
];

/** Demo has a High unread message: its modal notice hides the rest of the page until closed. */
async function closeNotice() {
  await closeHighPriorityNotice();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('MainLayout top bar', () => {
  it("shows demo's name and balance", async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('demo')).toBeInTheDocument();
    expect(within(banner).getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('landed on home')).toBeInTheDocument();
  });

  it('shows the unread count on the envelope, a link to the inbox', async () => {
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    await closeNotice();
    const envelope = screen.getByRole('link', { name: '4 unread messages' });
    expect(envelope).toHaveTextContent('4');
    expect(envelope).toHaveAttribute('href', '/inbox');
  });

  it('caps the badge at 99', async () => {
    server.use(unreadAnswer(150, 0));
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const envelope = await screen.findByRole('link', { name: '150 unread messages' });
    expect(within(envelope).getByTestId('unread-badge')).toHaveTextContent(/^99$/);
  });

  it("totals demo's bonuses: what is left on each", async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    // The seeded Welcome deposit bonus (50.00) and Free bet Friday (25.00).
    expect(await within(screen.getByRole('banner')).findByText('Bonus $75.00')).toBeInTheDocument();
  });

  it('shows no bonus total without bonuses', async () => {
    withoutNotice();
    await logInAs('basic');
    const { queryClient } = renderRoutes(routes, { path: '/' });
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(within(screen.getByRole('banner')).queryByText(/Bonus/)).not.toBeInTheDocument();
  });

  it('leads to the cashier, the account and the inbox from the user menu, and logs out', async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Cashier' })).toHaveAttribute(
      'href',
      '/cashier',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: /^Inbox/ })).toHaveAttribute(
      'href',
      '/inbox',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });
});

describe('MainLayout top menu', () => {
  it('hides options without an address and remembers the chosen one', async () => {
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    await closeNotice();
    const topMenu = await screen.findByRole('navigation', { name: 'Services' });
    const labels = within(topMenu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Casino', 'Live Casino', 'Virtual Sports']);

    await userEvent.setup().click(within(topMenu).getByRole('link', { name: 'Live Casino' }));
    expect(await screen.findByText('landed on other')).toBeInTheDocument();
    expect(sessionStorage.getItem('otherServiceURL')).toBe(
      'https://live.casino.example.com/tables',
    );
    expect(sessionStorage.getItem('otherServiceLabel')).toBe('Live Casino');
    expect(sessionStorage.getItem('otherServiceReqToken')).toBe('true');
  });
  it('names an option whose label is empty or repeated, so every link has a name (issue 36)', async () => {
    await logInAs('demo');
    const option = { navigationURL: 'https://games.example.com/', icon: null, reqURLToken: false };
    server.use(
      http.get('/w/api/account/GetOnlineMetadata', () =>
        HttpResponse.json([
          { ...option, label: '' },
          { ...option, label: '  ' },
          { ...option, label: 'Poker' },
          { ...option, label: 'Poker' },
        ]),
      ),
    );
    renderRoutes(routes, { path: '/' });
    await closeNotice();
    const topMenu = await screen.findByRole('navigation', { name: 'Services' });
    const links = within(topMenu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Service', 'Service', 'Poker', 'Poker']);
  });
});

describe('MainLayout left sports menu', () => {
  it('lists only sports and leagues with events, and the version', async () => {
    withoutNotice();
    server.use(
      http.get('/w/api/sportevent/today-events', () =>
        HttpResponse.json(
          sportEvents({
            sports: [
              sport({
                name: 'Baseball',
                eventCount: 6,
                leagues: [
                  league({ shortName: 'MLB', name: 'Major League Baseball', cnt: 6 }),
                  league({ shortName: 'KBO', name: 'KBO League', cnt: 0 }),
                ],
              }),
              sport({ name: 'Cricket' }),
            ],
          }),
        ),
      ),
    );
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    expect(await within(menu).findByText('Major League Baseball')).toBeInTheDocument();
    expect(within(menu).getByText('Baseball')).toBeInTheDocument();
    expect(within(menu).queryByText('KBO League')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Cricket')).not.toBeInTheDocument();
    expect(within(menu).getByText('Version 1.25.0328')).toBeInTheDocument();
  });

  it("lists the mock's sports of the day", async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    expect(await within(menu).findByText('NBA')).toBeInTheDocument();
    expect(within(menu).getByText('Hockey')).toBeInTheDocument();
  });

  it('has a Lottery section with Quick games for demo, none for basic', async () => {
    withoutNotice();
    await logInAs('demo');
    const demo = renderRoutes(routes, { path: '/' });
    const demoMenu = screen.getByRole('navigation', { name: 'Sports menu' });
    await within(demoMenu).findByText('NBA');
    expect(within(demoMenu).getByText('Lottery')).toBeInTheDocument();
    expect(within(demoMenu).getByRole('link', { name: 'Quick games' })).toHaveAttribute(
      'href',
      '/quick-games',
    );
    demo.unmount();

    await logInAs('basic');
    renderRoutes(routes, { path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    await within(menu).findByText('NBA');
    expect(within(menu).queryByText('Lottery')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Quick games')).not.toBeInTheDocument();
  });

  it('is hidden on external-service pages', async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/other/Casino' });
    expect(await screen.findByText('landed on other')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sports menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open sports menu' })).not.toBeInTheDocument();
  });

  it('opens as a drawer from the hamburger button', async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open sports menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sports menu' });
    expect(await within(drawer).findByText('NBA')).toBeInTheDocument();
  });
});

describe('MainLayout high-priority notice', () => {
  const notice = 'You have 1 unread high priority message.';

  it('appears for demo and closes for the rest of the session', async () => {
    await logInAs('demo');
    const { router } = renderRoutes(routes, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: notice });
    expect(within(dialog).getByRole('button', { name: 'Go to Inbox' })).toBeVisible();
    await closeHighPriorityNotice();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/other/Casino');
    await router.navigate('/');
    expect(await screen.findByText('landed on home')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, but not on a click beside it', async () => {
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: notice });
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error('no overlay');
    // The modal makes the page inert, hence no pointer-events check for the click beside it.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(overlay);
    expect(dialog).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('does not appear on the inbox', async () => {
    await logInAs('demo');
    renderRoutes(routes, { path: '/inbox' });
    expect(await screen.findByRole('link', { name: '4 unread messages' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not appear without high-priority messages', async () => {
    server.use(unreadAnswer(3, 0));
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('link', { name: '3 unread messages' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
