import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import { UserMenu } from './user-menu.tsx';

async function openMenu() {
  const user = userEvent.setup();
  renderRoutes([{ path: '*', element: <UserMenu balance={1000} unreadCount={0} /> }]);
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('the user menu: safer gambling (issue 25)', () => {
  it('links to the safer gambling statement, its 18+ mark outside the name', async () => {
    await logInAs('demo');
    const { menu } = await openMenu();
    const item = within(menu).getByRole('menuitem', { name: 'Safer gambling' });
    expect(item).toHaveAttribute('href', '/safer-gambling');
    expect(item).toHaveTextContent('18+');
  });

  it('chooses the reality check interval: 60 minutes unless 15, 30 or 120 is chosen', async () => {
    await logInAs('demo');
    const { user, menu } = await openMenu();
    const group = within(menu).getByRole('group', { name: 'Reality check' });
    const options = within(group).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 60 minutes',
      'Every 120 minutes',
    ]);
    expect(within(group).getByRole('menuitemradio', { name: 'Every 60 minutes' })).toBeChecked();

    await user.click(within(group).getByRole('menuitemradio', { name: 'Every 30 minutes' }));

    expect(localStorage.getItem('realityCheckMinutes:demo')).toBe('30');
    expect(sessionStorage.getItem('realityCheckSeenAt')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const again = await screen.findByRole('menu');
    expect(within(again).getByRole('menuitemradio', { name: 'Every 30 minutes' })).toBeChecked();
  });
});
