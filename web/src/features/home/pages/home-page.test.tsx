import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api.ts';
import { isoDay } from '@/lib/sportsbook-days.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import HomePage from './home-page.tsx';

const routes = [{ path: '/', element: <HomePage /> }];

describe('HomePage', () => {
  it("welcomes the customer and shows today's games by league, every price a pick", async () => {
    const { customer } = await logInAs('demo');
    const today = await api.call('matchup.list', {
      query: { date: isoDay(new Date()), page: 1, size: 100 },
    });
    renderRoutes(routes, { path: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName}` }),
    ).toBeInTheDocument();
    const leagues = new Set(today.items.map((m) => `${m.sportName}/${m.leagueNameShort}`));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(leagues.size);
    expect(screen.getAllByRole('article')).toHaveLength(today.items.length);
    const [first] = today.items;
    const card = screen.getByRole('article', { name: first?.matchupDescription });
    expect(
      within(card).getByRole('button', {
        name: new RegExp(`^${first?.away.name ?? ''} money line`),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when there are no games today', async () => {
    await logInAs('demo');
    server.use(
      http.get('*/w/api/matchup', () =>
        HttpResponse.json({ items: [], page: 1, size: 100, totalCount: 0 }),
      ),
    );
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('No sport events listed')).toBeInTheDocument();
  });
});
