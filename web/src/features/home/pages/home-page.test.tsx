import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import HomePage from './home-page.tsx';

const routes = [{ path: '/', element: <HomePage /> }];

describe('HomePage', () => {
  it("welcomes the customer and shows today's games by league, read-only", async () => {
    const { customer } = await logInAs('demo');
    const today = await api.call('sportEvent.today');
    renderRoutes(routes, { path: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName}` }),
    ).toBeInTheDocument();
    const leagues = new Set(today.gameEvents.map((game) => game.leagueName));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(leagues.size);
    // No bet slip yet: prices are text, not buttons.
    expect(screen.getAllByRole('columnheader', { name: 'Money line' }).length).toBe(leagues.size);
    expect(screen.queryByRole('button', { name: /money line/ })).not.toBeInTheDocument();
  });

  it('says so when there are no games today', async () => {
    await logInAs('demo');
    server.use(
      http.get('*/w/api/sportevent/today-events', () =>
        HttpResponse.json({ sports: [], leagues: [], gameEvents: [] }),
      ),
    );
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('No sport events listed')).toBeInTheDocument();
  });
});
