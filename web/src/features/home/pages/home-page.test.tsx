import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api.ts';
import { BLOCK_SIZE, FIRST_PAINT_GAMES } from '@/components/sports/matchup-grid.tsx';
import { toIsoDay } from '@/lib/local-day.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import HomePage from './home-page.tsx';

const routes = [{ path: '/', element: <HomePage /> }];

/** An IntersectionObserver the test drives: `reveal` says every observed element came near. */
function fakeIntersectionObserver() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    disconnect() {
      for (const [element, callback] of observed)
        if (callback === this.callback) observed.delete(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal(element: Element) {
      const callback = observed.get(element);
      const entry = {
        isIntersecting: true,
        target: element,
      } as unknown as IntersectionObserverEntry;
      act(() => {
        callback?.([entry], {} as IntersectionObserver);
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it("welcomes the customer and shows today's games by league, every price a pick", async () => {
    const { customer } = await logInAs('demo');
    const today = await api.call('matchup.list', {
      query: { date: toIsoDay(new Date()), page: 1, size: 100 },
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

  it('renders the first games at once and the rest as the bettor comes near them (issue 32)', async () => {
    const observer = fakeIntersectionObserver();
    await logInAs('demo');
    const today = await api.call('matchup.list', {
      query: { date: toIsoDay(new Date()), page: 1, size: 100 },
    });
    renderRoutes(routes, { path: '/' });
    await screen.findAllByRole('article');
    const mounted = screen.getAllByRole('article').length;
    // The first leagues' games, whole blocks of them, and far fewer than the day's games.
    expect(mounted).toBeGreaterThanOrEqual(FIRST_PAINT_GAMES);
    expect(mounted).toBeLessThan(FIRST_PAINT_GAMES + BLOCK_SIZE);
    expect(mounted).toBeLessThan(today.items.length);
    // Every league keeps its heading and its link; the rest are stand-ins that say what they hold.
    const leagues = new Set(today.items.map((m) => `${m.sportName}/${m.leagueNameShort}`));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(leagues.size);
    const standIns = screen.getAllByRole('button', { name: /^Show \d+ more games?$/ });
    const [first, second] = standIns;
    if (!first || !second) throw new Error('expected two stand-ins at least');

    // Scrolling near a stand-in (its block, which the observer watches) mounts its games.
    observer.reveal(first.parentElement ?? first);
    const afterScroll = screen.getAllByRole('article').length;
    expect(afterScroll).toBeGreaterThan(mounted);

    // Focus that reaches a stand-in mounts it and moves to its first control.
    second.focus();
    expect(second).toHaveFocus();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(afterScroll);
    expect(document.activeElement?.closest('article')).not.toBeNull();

    // Mounted blocks stay mounted: every game can be reached, one block after another.
    for (const standIn of screen.queryAllByRole('button', { name: /^Show \d+ more games?$/ }))
      observer.reveal(standIn.parentElement ?? standIn);
    expect(screen.getAllByRole('article')).toHaveLength(today.items.length);
  });
});
