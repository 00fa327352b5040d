import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import LeaguePage from './league-page.tsx';

const renderLeague = () =>
  renderRoutes([{ path: '/leagues/:sport/:league', element: <LeaguePage /> }], {
    path: '/leagues/Basketball/NBA',
  });

describe('the league page: its star (issue 25)', () => {
  it("adds the league to the user's favourites and takes it out", async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    renderLeague();
    expect(await screen.findByRole('heading', { level: 1, name: 'NBA' })).toBeInTheDocument();
    const star = screen.getByRole('button', { name: 'Add to favourites', description: 'NBA' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);

    expect(
      screen.getByRole('button', { name: 'Remove from favourites', description: 'NBA' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('favouriteLeagues:demo') ?? 'null')).toEqual([
      { sport: 'Basketball', league: 'NBA' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem('favouriteLeagues:demo')).toBeNull();
  });

  it('shows a league starred from the menu as pressed', async () => {
    localStorage.setItem(
      'favouriteLeagues:demo',
      JSON.stringify([{ sport: 'Basketball', league: 'NBA' }]),
    );
    await logInAs('demo');
    renderLeague();
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
