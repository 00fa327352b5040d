import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SESSION_KEYS } from '@/lib/storage.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import ExternalServicePage from '../pages/external-service-page.tsx';
import { storeExternalService as selectExternalService } from '@/lib/external-service-links.ts';

const routes = [
  { path: '/other/:label', element: <ExternalServicePage /> },
  { path: '/services/other/:label', element: <ExternalServicePage /> },
  { path: '/services/sport', element: <Landmark name="sport page" /> },
];

describe('selectExternalService', () => {
  it('stores the label, the address and the token flag', () => {
    selectExternalService({
      label: 'Casino',
      navigationURL: 'https://casino.example.com/lobby',
      reqURLToken: true,
    });
    expect(sessionStorage.getItem(SESSION_KEYS.otherServiceLabel)).toBe('Casino');
    expect(sessionStorage.getItem(SESSION_KEYS.otherServiceURL)).toBe(
      'https://casino.example.com/lobby',
    );
    expect(sessionStorage.getItem(SESSION_KEYS.otherServiceReqToken)).toBe('true');
  });
});

describe('ExternalServicePage', () => {
  it('shows the stored service in a full-size frame when the labels match', async () => {
    selectExternalService({
      label: 'Virtual Sports',
      navigationURL: 'https://virtual.example.com/sports',
      reqURLToken: false,
    });
    renderRoutes(routes, { path: '/other/Virtual%20Sports' });
    const frame = await screen.findByTitle('Virtual Sports');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://virtual.example.com/sports');
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual Sports' })).toBeInTheDocument();
  });

  it('goes to the sport page when the route names another service', async () => {
    selectExternalService({
      label: 'Virtual Sports',
      navigationURL: 'https://virtual.example.com/sports',
      reqURLToken: false,
    });
    renderRoutes(routes, { path: '/services/other/Poker' });
    expect(await screen.findByText('landed on sport page')).toBeInTheDocument();
  });

  it('goes to the sport page when no service is stored', async () => {
    renderRoutes(routes, { path: '/other/Casino' });
    expect(await screen.findByText('landed on sport page')).toBeInTheDocument();
  });

  it('appends a casino token for a service that needs one', async () => {
    await logInAs('demo');
    selectExternalService({
      label: 'Live Casino',
      navigationURL: 'https://live.casino.example.com/tables?lang=en',
      reqURLToken: true,
    });
    renderRoutes(routes, { path: '/other/Live%20Casino' });
    const frame = await screen.findByTitle('Live Casino');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://live.casino.example.com/tables');
    expect(src.searchParams.get('lang')).toBe('en');
    expect(src.searchParams.get('token')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('always fetches a token for the Casino', async () => {
    await logInAs('demo');
    selectExternalService({
      label: 'Casino',
      navigationURL: 'https://casino.example.com/lobby',
      reqURLToken: false,
    });
    renderRoutes(routes, { path: '/other/Casino' });
    const frame = await screen.findByTitle('Casino');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('token')).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });

  it('goes to the sport page when the token cannot be had', async () => {
    await logInAs('demo');
    mock.state.scenario.errors['casino.token'] = 503;
    selectExternalService({
      label: 'Casino',
      navigationURL: 'https://casino.example.com/lobby',
      reqURLToken: true,
    });
    renderRoutes(routes, { path: '/other/Casino' });
    expect(await screen.findByText('landed on sport page')).toBeInTheDocument();
  });

  it('goes to the sport page when a token is needed and nobody is logged in', async () => {
    selectExternalService({
      label: 'Casino',
      navigationURL: 'https://casino.example.com/lobby',
      reqURLToken: true,
    });
    renderRoutes(routes, { path: '/services/other/Casino' });
    expect(await screen.findByText('landed on sport page')).toBeInTheDocument();
  });

  it('refuses an address that is not http or https', async () => {
    selectExternalService({
      label: 'Evil',
      navigationURL: 'javascript:alert(document.cookie)',
      reqURLToken: false,
    });
    const { container } = renderRoutes(routes, { path: '/other/Evil' });
    expect(await screen.findByText('landed on sport page')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
