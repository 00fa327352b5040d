import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeExternalService as selectExternalService } from '@/lib/external-service-links.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import PublicLayout from './public-layout.tsx';

const routes = [
  {
    path: '/services',
    element: <PublicLayout />,
    children: [{ path: 'sport', element: <Landmark name="sport" /> }],
  },
];

describe('PublicLayout', () => {
  it("offers Login and 'Join Us', keeping the return URL for Login", async () => {
    renderRoutes(routes, { path: '/services/sport?returnUrl=%2Faccount%3Fx%3D1' });
    expect(await screen.findByText('landed on sport')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Faccount%3Fx%3D1',
    );
    expect(within(header).getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(header).getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('links Login plainly when there is no return URL', async () => {
    renderRoutes(routes, { path: '/services/sport' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows a logged-in customer the way back to the sportsbook instead', async () => {
    await logInAs('demo');
    renderRoutes(routes, { path: '/services/sport' });
    expect(await screen.findByRole('link', { name: 'My sportsbook' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('collapses the sports list on small screens until asked', async () => {
    renderRoutes(routes, { path: '/services/sport' });
    const toggle = await screen.findByRole('button', { name: 'Sports and leagues' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('navigation', { name: 'Sports and leagues' }),
    ).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('navigation', { name: 'Sports and leagues' });
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('has Casino as text, Responsible gambling and https social links in the footer', async () => {
    renderRoutes(routes, { path: '/services/sport' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Casino')).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Casino' })).not.toBeInTheDocument();
    expect(
      within(footer).getByRole('heading', { name: 'Responsible gambling' }),
    ).toBeInTheDocument();
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Telegram (opens in a new tab)',
      'WhatsApp (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links Casino to its page for a logged-in customer who chose it', async () => {
    await logInAs('demo');
    selectExternalService({
      label: 'Casino',
      navigationURL: 'https://casino.example.com/lobby',
      reqURLToken: true,
    });
    renderRoutes(routes, { path: '/services/sport' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Casino' })).toHaveAttribute(
      'href',
      '/services/other/Casino',
    );
  });
});
