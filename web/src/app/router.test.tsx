import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderApp } from '@/test/render.tsx';

type Router = ReturnType<typeof renderApp>['router'];
const pathOf = (router: Router) => router.state.location.pathname;

describe('route guards (SPEC §4)', () => {
  it('sends a visitor of the main shell to the public sports page, keeping the return URL', async () => {
    const { router } = renderApp('/changePassword');
    await waitFor(() => {
      expect(pathOf(router)).toBe('/services/sport');
    });
    expect(router.state.location.search).toBe('?returnUrl=%2FchangePassword');
  });

  it('sends everyone to /access-denied when the region is blocked', async () => {
    mock.state.scenario.regionBlocked = true;
    const { router } = renderApp('/login');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/access-denied');
  });

  it('sends a failed region check to /notfound', async () => {
    mock.state.scenario.errors['reference.validateAccess'] = 500;
    const { router } = renderApp('/login');
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/notfound');
  });

  it('sends an unknown route to PAGE NOT FOUND', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO DASHBOARD' })).toHaveAttribute('href', '/');
  });

  it('forces a password change before the shell for pwdChangeFlag', async () => {
    await logInAs('locked');
    const { router } = renderApp('/');
    await waitFor(() => {
      expect(pathOf(router)).toBe('/changePasswordRequired');
    });
  });

  it('sends a customer with pending terms to /agreement', async () => {
    await logInAs('newbie');
    const { router } = renderApp('/');
    await waitFor(() => {
      expect(pathOf(router)).toBe('/agreement');
    });
  });

  it('opens the shell for demo, and keeps the cashier routes behind the online-cashier setting', async () => {
    await logInAs('basic');
    const { router } = renderApp('/cashier');
    await waitFor(() => {
      expect(pathOf(router)).toBe('/');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
