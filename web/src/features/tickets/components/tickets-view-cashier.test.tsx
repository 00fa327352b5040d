import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/test/log-in-as.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { TicketsView } from './tickets-view.tsx';

const routes = [
  { path: '/', element: <TicketsView /> },
  { path: '/cashier', element: <Landmark name="cashier" /> },
];

describe('TicketsView cashier link', () => {
  it('links to the cashier when the online cashier is on', async () => {
    await logInAs('demo');
    renderRoutes(routes);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Cashier' }));
    expect(await screen.findByText('landed on cashier')).toBeInTheDocument();
  });

  it('has no cashier button when the online cashier is off (basic)', async () => {
    await logInAs('basic');
    renderRoutes(routes);
    expect(await screen.findByRole('table', { name: 'Pending tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cashier' })).not.toBeInTheDocument();
  });
});
