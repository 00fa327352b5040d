import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/test/log-in-as.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { withoutNotice } from '@/test/shell.ts';
import MainLayout from './main-layout.tsx';

vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'));

const routes = [
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <Landmark name="home" /> },
      { path: 'inbox', element: <Landmark name="inbox" /> },
      { path: 'quick-games', element: <Landmark name="quick games" /> },
      { path: 'leagues/:sport/:league', element: <Landmark name="league" /> },
    ],
  },
];

describe('MainLayout menus and links', () => {
  it('offers quick games in a Lottery section to demo, not to basic', async () => {
    withoutNotice();
    await logInAs('demo');
    const demo = renderRoutes(routes, { path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    expect(within(menu).getByText('Lottery')).toBeInTheDocument();
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Quick games' }));
    expect(await screen.findByText('landed on quick games')).toBeInTheDocument();
    demo.unmount();

    await logInAs('basic');
    renderRoutes(routes, { path: '/' });
    const basicMenu = screen.getByRole('navigation', { name: 'Sports menu' });
    await within(basicMenu).findByText('NBA');
    expect(within(basicMenu).queryByText('Lottery')).not.toBeInTheDocument();
  });

  it('links leagues and sport chips to their league pages', async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Sports menu' });
    expect(await within(menu).findByRole('link', { name: /^NBA/ })).toHaveAttribute(
      'href',
      '/leagues/Basketball/NBA',
    );
    const chips = screen.getByRole('navigation', { name: "Today's sports" });
    expect(within(chips).getByRole('link', { name: /^Basketball/ })).toHaveAttribute(
      'href',
      '/leagues/Basketball/NBA',
    );
  });

  it('links the envelope to the inbox and lists the user menu entries', async () => {
    withoutNotice();
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('link', { name: '4 unread messages' })).toHaveAttribute(
      'href',
      '/inbox',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Cashier' })).toHaveAttribute(
      'href',
      '/cashier',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    const inbox = within(menu).getByRole('menuitem', { name: 'Inbox, 4 unread messages' });
    expect(inbox).toHaveAttribute('href', '/inbox');
    expect(inbox).toHaveTextContent(/4$/);
  });

  it('leaves Cashier out of the user menu when the online cashier is off', async () => {
    withoutNotice();
    await logInAs('basic');
    renderRoutes(routes, { path: '/' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Cashier' })).not.toBeInTheDocument();
  });

  it('takes the high-priority notice to the inbox', async () => {
    await logInAs('demo');
    renderRoutes(routes, { path: '/' });
    const dialog = await screen.findByRole('dialog', {
      name: 'You have 1 unread high priority message.',
    });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Go to Inbox' }));
    expect(await screen.findByText('landed on inbox')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
