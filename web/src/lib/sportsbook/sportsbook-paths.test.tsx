import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { logInAs } from '@/test/log-in-as.ts';
import { renderApp } from '@/test/render.tsx';
import { externalServicePath, storeExternalService } from '../external-service-links.ts';
import { eventPath, leaguePath, segmentName } from './sportsbook-paths.ts';

/**
 * Where a browser lands on `path`: its address parser resolves `.` and `..` segments (also written
 * `%2E`), then the app's route patterns match what is left; anything else is the not-found page.
 */
function routed(path: string): { route: string; params: Record<string, string> } {
  const { pathname } = new URL(path, 'https://sportsbook.example');
  const routes = [
    { path: '/leagues/:sport/:league' },
    { path: '/event/:matchup/:eventId' },
    { path: '/other/:label' },
    { path: '*' },
  ];
  const match = matchRoutes(routes, pathname)?.at(-1);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match?.params ?? {}))
    if (value !== undefined) params[key] = segmentName(value);
  return { route: match?.route.path ?? '', params };
}

// Names the contract allows (any text) that a plain encodeURIComponent cannot route (issue 36).
const ODD_NAMES = ['', '.', '..', '~', '~x', ' ', '  NBA  ', 'a/b', '%2E%2E', 'Zoë ⚽', '?#&'];

describe('in-app paths from any name the contract allows (decision 193)', () => {
  it('keep the plain form of SPEC §2 for ordinary names', () => {
    expect(leaguePath('Basketball', 'NBA')).toBe('/leagues/Basketball/NBA');
    expect(leaguePath('Soccer', 'Premier League')).toBe('/leagues/Soccer/Premier%20League');
    expect(externalServicePath('Virtual Sports')).toBe('/other/Virtual%20Sports');
  });

  it.each(ODD_NAMES)('route a league, an event and a service named %j to their pages', (name) => {
    expect(routed(leaguePath(name, name))).toEqual({
      route: '/leagues/:sport/:league',
      params: { sport: name, league: name },
    });
    const matchup = { eventId: name, away: { name, logo: null }, home: { name, logo: null } };
    expect(routed(eventPath(matchup)).route).toBe('/event/:matchup/:eventId');
    expect(routed(eventPath(matchup)).params.eventId).toBe(name);
    expect(routed(externalServicePath(name))).toEqual({
      route: '/other/:label',
      params: { label: name },
    });
  });

  it('opens the league page of a league whose short name is empty, not the not-found page', async () => {
    await logInAs('demo');
    renderApp(leaguePath('Basketball', ''));
    expect(await screen.findByText('Basketball')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /PAGE NOT FOUND/i })).not.toBeInTheDocument();
  });

  it('opens an external service whose label is empty, not the sport page', async () => {
    await logInAs('demo');
    storeExternalService({
      label: '',
      navigationURL: 'https://virtual.example.com/sports',
      reqURLToken: false,
    });
    renderApp(externalServicePath(''));
    // The frame has no role to find it by; its address is what opening the service means.
    await waitFor(() => {
      expect(document.querySelector('iframe')).toHaveAttribute(
        'src',
        'https://virtual.example.com/sports',
      );
    });
    // A name to read for the heading and the frame, where the label gives none.
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'Service');
    expect(screen.getByRole('heading', { level: 1, name: 'Service' })).toBeInTheDocument();
  });
});
