import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/lib/i18n.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import { UserMenu } from './user-menu.tsx';

async function openMenu() {
  const user = userEvent.setup();
  renderRoutes([{ path: '*', element: <UserMenu balance={1000} unreadCount={0} /> }]);
  await user.click(screen.getByRole('button', { name: /^(User menu|Menú de usuario)$/ }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('the user menu: odds (issue 25)', () => {
  it('chooses the odds format: American unless Decimal or Fractional is chosen', async () => {
    await logInAs('demo');
    const { user, menu } = await openMenu();
    const group = within(menu).getByRole('group', { name: 'Odds format' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['American', 'Decimal', 'Fractional']);
    expect(within(group).getByRole('menuitemradio', { name: 'American' })).toBeChecked();
    await user.click(within(group).getByRole('menuitemradio', { name: 'Fractional' }));
    // The choice applies once the closed menu is painted (decision 220).
    await waitFor(() => {
      expect(localStorage.getItem('oddsFormat')).toBe('"fractional"');
    });
  });

  it('chooses what the slip does when odds change, per user: Ask me unless chosen', async () => {
    await logInAs('demo');
    const { user, menu } = await openMenu();
    const group = within(menu).getByRole('group', { name: 'When odds change' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Ask me', 'Accept higher odds', 'Accept any odds']);
    expect(within(group).getByRole('menuitemradio', { name: 'Ask me' })).toBeChecked();
    await user.click(within(group).getByRole('menuitemradio', { name: 'Accept higher odds' }));
    expect(localStorage.getItem('oddsChanges:demo')).toBe('"higher"');
  });

  it('speaks Spanish', async () => {
    await logInAs('demo');
    await act(() => setLanguage('es'));
    const { menu } = await openMenu();
    expect(within(menu).getByRole('group', { name: 'Formato de cuotas' })).toBeInTheDocument();
    expect(
      within(menu).getByRole('group', { name: 'Cuando cambien las cuotas' }),
    ).toBeInTheDocument();
  });
});
