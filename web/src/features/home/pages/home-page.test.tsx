import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, CLIENT_ID } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session-store.ts';
import { server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import HomePage from './home-page.tsx';

const routes = [{ path: '/', element: <HomePage /> }];

async function logIn() {
  const user = await api.call('auth.token', {
    body: { userName: 'demo', password: 'Demo123!', clientId: CLIENT_ID },
  });
  sessionStore.setUser(user);
  const customer = await api.call('account.getCustomer', { query: { username: user.userName } });
  sessionStore.setCustomer(customer);
  return customer;
}

describe('HomePage', () => {
  it("welcomes the customer and shows today's games by league, read-only", async () => {
    const customer = await logIn();
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
    await logIn();
    server.use(
      http.get('*/w/api/sportevent/today-events', () =>
        HttpResponse.json({ sports: [], leagues: [], gameEvents: [] }),
      ),
    );
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('No sport events listed')).toBeInTheDocument();
  });
});
