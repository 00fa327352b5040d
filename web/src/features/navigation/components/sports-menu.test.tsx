import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/lib/i18n.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import { SportsMenu } from './sports-menu.tsx';

const renderMenu = () => renderRoutes([{ path: '*', element: <SportsMenu /> }]);
const menu = () => screen.getByRole('navigation', { name: 'Sports menu' });

/** The star of one league's row: its name is the action, its description the league. */
const star = (league: string, name = /favourites/) =>
  within(menu()).getAllByRole('button', { name, description: league });

/** The menu's leagues and their stars, which come once the first reads are in (decision 123). */
const starsArrived = () => within(menu()).findAllByRole('button', { name: /favourites/ });

/** Section headings, in the order the menu shows them. */
const headings = () =>
  within(menu())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(async () => {
  await setLanguage('en');
});

describe('favourite leagues in the sports menu (issue 25)', () => {
  it('gives every league a star, none pressed, and no Favourites section at first', async () => {
    await logInAs('demo');
    renderMenu();
    expect(await within(menu()).findByRole('link', { name: /NBA/ })).toBeInTheDocument();
    await starsArrived();
    const stars = within(menu()).getAllByRole('button', { name: 'Add to favourites' });
    expect(stars.length).toBeGreaterThan(3);
    for (const button of stars) expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(headings()).not.toContain('Favourites');
  });

  it('lists starred leagues first, under Favourites, in the order starred', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    renderMenu();
    await starsArrived();

    await user.click(star('Premier League')[0] ?? menu());
    await user.click(star('NBA')[0] ?? menu());

    expect(headings()[0]).toBe('Favourites');
    const favourites = within(menu()).getAllByRole('list')[0];
    if (!favourites) throw new Error('no favourites list');
    expect(
      within(favourites)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^Premier League/), expect.stringMatching(/^NBA/)]);
    // Both rows of a favourite (under Favourites and under its sport) show it pressed.
    const nbaStars = star('NBA', /Remove from favourites/);
    expect(nbaStars).toHaveLength(2);
    for (const button of nbaStars) expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('favouriteLeagues:demo') ?? 'null')).toEqual([
      { sport: 'Soccer', league: 'EPL' },
      { sport: 'Basketball', league: 'NBA' },
    ]);
  });

  it('takes a league out with its star; the section goes with the last one', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    renderMenu();
    await starsArrived();
    await user.click(star('NBA')[0] ?? menu());
    expect(headings()[0]).toBe('Favourites');

    await user.click(star('NBA', /Remove from favourites/)[0] ?? menu());

    expect(headings()).not.toContain('Favourites');
    expect(star('NBA', /Add to favourites/)[0]).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('favouriteLeagues:demo')).toBeNull();
  });

  it('keeps each user their own, across a reload', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const first = renderMenu();
    await starsArrived();
    await user.click(star('NBA')[0] ?? menu());
    first.unmount();

    const second = renderMenu();
    expect(await within(menu()).findAllByRole('link', { name: /NBA/ })).toHaveLength(2);
    expect(headings()[0]).toBe('Favourites');
    second.unmount();

    await logInAs('basic');
    renderMenu();
    await starsArrived();
    expect(headings()).not.toContain('Favourites');
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    await logInAs('demo');
    renderRoutes([{ path: '*', element: <SportsMenu /> }]);
    const nav = screen.getByRole('navigation', { name: 'Menú de deportes' });
    await within(nav).findAllByRole('button', { name: /favoritos/ });
    await user.click(
      within(nav).getAllByRole('button', { name: 'Añadir a favoritos', description: 'NBA' })[0] ??
        nav,
    );
    expect(within(nav).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Favoritos');
    expect(
      within(nav).getAllByRole('button', { name: 'Quitar de favoritos', description: 'NBA' }),
    ).toHaveLength(2);
  });
});
