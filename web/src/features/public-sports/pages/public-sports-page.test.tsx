import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  PUBLIC_SPORTS_REFRESH_MS,
  SPORT_LIST_RETRY_DELAY_MS,
} from '@sportsbook/contracts/rules/constants';
import { api } from '@/lib/api.ts';
import { visibleSports } from '@/lib/sportsbook/sport-events.ts';
import { server } from '@/test/msw.ts';
import { league, sport, sportEvents } from '@/test/sportsbook-data.ts';
import { renderRoutes } from '@/test/render.tsx';
import PublicSportsPage from './public-sports-page.tsx';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes = [{ path: '/services/sport', element: <PublicSportsPage /> }];

/** Counts the calls to a path (case-insensitive), with their query strings. */
function watchCalls(path: string) {
  const calls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.toLowerCase() === path.toLowerCase()) calls.push(url);
  };
  server.events.on('request:start', listener);
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('PublicSportsPage', () => {
  it('lists the sports and leagues that have events, with their counts', async () => {
    const today = await api.call('sportEvent.today');
    renderRoutes(routes, { path: '/services/sport' });
    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    const listed = visibleSports(today);
    expect(listed.length).toBeGreaterThan(0);
    for (const sport of listed) {
      const events = sport.eventCount === 1 ? 'event' : 'events';
      expect(
        within(menu).getByRole('link', { name: `${sport.name}, ${sport.eventCount} ${events}` }),
      ).toBeInTheDocument();
      for (const league of sport.leagues) {
        expect(
          within(menu).getByRole('link', {
            name: new RegExp(`^${escape(league.name)}, ${league.cnt} events?$`),
          }),
        ).toHaveAttribute(
          'href',
          `/services/sport?sport=${encodeURIComponent(sport.name).replace(/%20/g, '+')}&league=${league.shortName}`,
        );
      }
    }
    const unlisted = today.sports.filter((s) => !listed.some((shown) => shown.name === s.name));
    for (const sport of unlisted) {
      expect(
        within(menu).queryByRole('link', { name: new RegExp(`^${escape(sport.name)},`) }),
      ).not.toBeInTheDocument();
    }
    // The top-league buttons, the opening league marked current, and its games.
    const top = screen.getByRole('navigation', { name: 'Top leagues' });
    const opening = today.leagues.find((league) => league.selected) ?? today.leagues[0];
    expect(within(top).getAllByRole('link')).toHaveLength(today.leagues.length);
    expect(within(top).getByRole('link', { current: 'page' })).toHaveTextContent(
      opening?.shortName ?? '',
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${escape(opening?.name ?? '')}`),
      }),
    ).toBeInTheDocument();
  });

  it("leaves out leagues at 0 and sports with no league above 0, like the shell's menu", async () => {
    server.use(
      http.get('*/w/api/sportevent/today-events', () =>
        HttpResponse.json(
          sportEvents({
            sports: [
              sport({
                name: 'Baseball',
                eventCount: 6,
                leagues: [
                  league({ shortName: 'MLB', name: 'Major League Baseball', cnt: 6 }),
                  league({ shortName: 'KBO', name: 'KBO League', cnt: 0 }),
                ],
              }),
              sport({
                name: 'Darts',
                eventCount: 2,
                leagues: [league({ shortName: 'PLD', name: 'Premier League Darts', cnt: 0 })],
              }),
              sport({ name: 'Cricket' }),
            ],
          }),
        ),
      ),
    );
    renderRoutes(routes, { path: '/services/sport' });
    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Baseball6/),
      expect.stringMatching(/^Major League Baseball6/),
    ]);
  });

  it('shows the empty state when there are no events', async () => {
    server.use(
      http.get('*/w/api/sportevent/today-events', () =>
        HttpResponse.json({ sports: [], leagues: [], gameEvents: [] }),
      ),
    );
    renderRoutes(routes, { path: '/services/sport' });
    expect(await screen.findByText('No sport events listed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it("answers a click on any price with 'Log in to place bet.'", async () => {
    renderRoutes(routes, { path: '/services/sport' });
    const [price] = await screen.findAllByRole('button', { name: /money line: [+-]\d+$/ });
    if (!price) throw new Error('no money line price');
    await userEvent.setup().click(price);
    expect(await screen.findByText('Log in to place bet.')).toBeInTheDocument();
  });

  it('asks for one sport by date and name when the sport is chosen', async () => {
    const calls = watchCalls('/w/api/sportEvent');
    renderRoutes(routes, { path: '/services/sport' });
    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    const [sportLink] = within(menu).getAllByRole('link');
    if (!sportLink) throw new Error('no sport listed');
    const sportName = sportLink.textContent.replace(/\d.*$/, '').trim();
    await userEvent.setup().click(sportLink);
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]?.searchParams.get('sportName')).toBe(sportName);
    expect(calls[0]?.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findAllByRole('button', { name: /money line/ })).not.toHaveLength(0);
  });

  it('refreshes every three minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = watchCalls('/w/api/sportevent/today-events');
    renderRoutes(routes, { path: '/services/sport' });
    await screen.findByRole('navigation', { name: 'Sports' });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PUBLIC_SPORTS_REFRESH_MS - 1000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
  });

  it('retries a failed first load once after 30 seconds, then shows the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = watchCalls('/w/api/sportevent/today-events');
    server.use(
      http.get('*/w/api/sportevent/today-events', () =>
        HttpResponse.json({ title: 'Down' }, { status: 500 }),
      ),
    );
    renderRoutes(routes, { path: '/services/sport' });
    expect(
      await screen.findByText('Loading failed. Trying again in a moment…'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SPORT_LIST_RETRY_DELAY_MS);
    expect(await screen.findByText('The sports could not be loaded.')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
