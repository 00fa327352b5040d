import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import { SportsMenu } from './sports-menu.tsx';

// The favourites part's chunk arrives when the test opens the gate (a slow network, in effect).
const gate = await vi.hoisted(async () => (await import('@/test/held-import.ts')).importGate());
vi.mock('./favourites-part.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const menu = () => screen.getByRole('navigation', { name: 'Sports menu' });

// One test, in steps: the part is fetched once per file.
describe('the sports menu before its favourites part arrives (decision 123)', () => {
  it('lists the leagues with each star’s room kept, or waits when favourites are stored', async () => {
    await logInAs('demo');
    const first = renderRoutes([{ path: '*', element: <SportsMenu /> }]);
    const nba = await within(menu()).findByRole('link', { name: /NBA/ });
    // No star yet, but its room: the row's link does not grow, then shrink.
    expect(within(menu()).queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(nba.nextElementSibling).toHaveClass('size-8', 'shrink-0');
    first.unmount();

    // Favourites stored: the list waits (loading) rather than move down when they arrive.
    localStorage.setItem(
      'favouriteLeagues:demo',
      JSON.stringify([{ sport: 'Basketball', league: 'NBA' }]),
    );
    renderRoutes([{ path: '*', element: <SportsMenu /> }]);
    expect(await within(menu()).findByRole('status')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(menu()).queryByRole('link', { name: /NBA/ })).not.toBeInTheDocument();

    gate.open();
    expect(await within(menu()).findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Favourites');
    expect(
      within(menu()).getAllByRole('button', { name: 'Remove from favourites', description: 'NBA' }),
    ).toHaveLength(2);
  });
});
