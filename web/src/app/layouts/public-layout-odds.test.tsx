import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatOdds } from '@sportsbook/contracts/rules/odds';
import PublicLayout from '@/app/layouts/public-layout.tsx';
import PublicSportsPage from '@/features/public-sports/pages/public-sports-page.tsx';
import { setLanguage } from '@/lib/i18n.ts';
import { LOCAL_KEYS } from '@/lib/storage.ts';
import { mock } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';

const routes = [
  {
    path: '/services',
    element: <PublicLayout />,
    children: [{ path: 'sport', element: <PublicSportsPage /> }],
  },
];

/** A money line the public board shows: its price and the button's name. */
function firstMoneyLine(): HTMLElement {
  const [cell] = screen.getAllByText((_, element) =>
    Boolean(element?.matches('span.font-semibold.tabular-nums')),
  );
  if (!cell) throw new Error('the board shows no price');
  return cell;
}

describe('Odds format (issue 25)', () => {
  it('switches every price on the board, and keeps the choice in local storage', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/services/sport' });
    const header = await screen.findByRole('banner');
    await screen.findAllByText(/^[+-]\d+$/);
    const american = screen.getAllByText(/^[+-]\d+$/).map((node) => node.textContent);
    expect(american.length).toBeGreaterThan(0);

    await user.click(within(header).getByRole('button', { name: /^Odds format/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Decimal' }));
    // The prices turn once the closed menu is painted (decision 220).
    await waitFor(() => {
      expect(screen.queryAllByText(/^[+-]\d+$/)).toHaveLength(0);
    });
    expect(localStorage.getItem(LOCAL_KEYS.oddsFormat)).toBe('"decimal"');
    expect(firstMoneyLine().textContent).toMatch(/^\d+\.\d\d$/);
    const [first = ''] = american;
    expect(screen.getAllByText(formatOdds(Number(first), 'decimal')).length).toBeGreaterThan(0);

    await user.click(within(header).getByRole('button', { name: /^Odds format/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Fractional' }));
    expect(
      (await screen.findAllByText(formatOdds(Number(first), 'fractional'))).length,
    ).toBeGreaterThan(0);
    expect(screen.queryAllByText(/^\d+\.\d\d$/)).toHaveLength(0);
  });

  it('reads a stored choice, and is named in Spanish', async () => {
    localStorage.setItem(LOCAL_KEYS.oddsFormat, '"fractional"');
    await act(() => setLanguage('es'));
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/services/sport' });
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: /^Formato de cuotas/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'Fraccionario' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(mock.state.db.matchup.getAll().length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/^[+-]\d+$/)).toHaveLength(0);
  });

  it('ignores a stored value that is no format', async () => {
    localStorage.setItem(LOCAL_KEYS.oddsFormat, '"roman"');
    renderRoutes(routes, { path: '/services/sport' });
    expect((await screen.findAllByText(/^[+-]\d+$/)).length).toBeGreaterThan(0);
  });
});
