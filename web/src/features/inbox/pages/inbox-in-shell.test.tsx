import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/test/log-in-as.ts';
import { renderApp } from '@/test/render.tsx';
import { closeHighPriorityNotice } from '@/test/shell.ts';

// The shell once the inbox has landed: the envelope, the user menu and the notice lead to it.
vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'));

const NOTICE = 'You have 1 unread high priority message.';
// The whole app loads its lazy pages on the way: more than a screen alone on a busy machine.
const LAZY = { timeout: 30_000 };

describe('the inbox in the shell', () => {
  it("opens from the high-priority notice's Go to Inbox, where the notice does not show", async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    // A light page behind the notice: the sport home would load every game first.
    const { router } = renderApp('/changePassword');

    const notice = await screen.findByRole('dialog', { name: NOTICE }, LAZY);
    await user.click(within(notice).getByRole('button', { name: 'Go to Inbox' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inbox' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox');
    expect(await screen.findByRole('table', { name: 'Received messages' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops the envelope badge and the user menu count by one as a message is read', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    renderApp('/inbox');

    expect(
      await screen.findByRole('link', { name: '4 unread messages' }, LAZY),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Received messages' }, LAZY);
    await user.click(within(table).getByRole('link', { name: 'Updated betting limits' }));
    // The High message is still unread, and /message is not the inbox (SPEC §2): the notice shows.
    await closeHighPriorityNotice(user);

    expect(await screen.findByRole('link', { name: '3 unread messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Inbox, 3 unread messages' }),
    ).toHaveTextContent(/3$/);
  });

  it('reading the High message takes the notice away', async () => {
    await logInAs('demo');
    const { router } = renderApp('/inbox');
    const table = await screen.findByRole('table', { name: 'Received messages' }, LAZY);
    const link = within(table).getByRole('link', { name: 'Security notice: confirm your details' });
    await router.navigate(link.getAttribute('href') ?? '');

    expect(await screen.findByRole('link', { name: '3 unread messages' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Security notice: confirm your details' }),
    ).toBeInTheDocument();
  });
});
