import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { GameEvent, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { api } from '@/lib/api.ts';
import { formatDate } from '@/lib/date-format.ts';
import { setLanguage } from '@/lib/i18n.ts';
import { leagueDays } from '@/lib/sportsbook-days.ts';
import { eventPath } from '@/lib/sportsbook-paths.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import type { SearchScope } from './destinations.ts';
import { SearchBox } from './search-box.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

const renderSearch = (scope: SearchScope) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <SearchBox scope={scope} />
          <label>
            Other field
            <input type="text" />
          </label>
        </>
      ),
    },
    { path: '*', element: <Where /> },
  ]);

/** A game of today that still takes bets, with its league as the menu lists it. */
async function openGameOfToday(): Promise<{
  game: GameEvent;
  sport: string;
  league: string;
  today: SportEvents;
}> {
  const today = await api.call('sportEvent.today');
  for (const game of today.gameEvents) {
    if (game.hasStarted) continue;
    for (const sport of today.sports) {
      const league = sport.leagues.find((candidate) => candidate.name === game.leagueName);
      if (league) return { game, sport: sport.name, league: league.shortName, today };
    }
  }
  throw new Error('no open game today in the seeded world');
}

const box = () => within(screen.getByRole('search', { name: 'Search' }));
const input = () => box().getByRole('combobox', { name: 'Search' });

afterEach(async () => {
  await setLanguage('en');
});

describe('the search box (issue 25)', () => {
  // First in the file, while the combobox's chunk is not yet fetched (decision 123).
  it('turns from its stand-in into the combobox once the first reads are in, untouched', async () => {
    renderSearch('public');
    const standIn = input();
    await waitFor(() => {
      expect(input()).not.toBe(standIn);
    });
    expect(input()).not.toHaveFocus();
    expect(input()).toHaveValue('');
  });

  it('is a combobox named Search inside a search landmark, closed until typed into', () => {
    renderSearch('public');
    const combobox = input();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveAttribute('aria-keyshortcuts', '/');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lists teams, leagues and events in groups, and moves through them with the arrows', async () => {
    const user = userEvent.setup();
    const { game } = await openGameOfToday();
    renderSearch('public');
    const [firstWord = ''] = game.awayName.split(' ');
    await user.type(input(), firstWord);

    const listbox = await screen.findByRole('listbox', { name: 'Search' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Teams' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Events' })).toBeInTheDocument();
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(screen.getByRole('status')).toHaveTextContent(`${String(options.length)} result`);

    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first goes round to the last.
    expect(input()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    expect(input()).toHaveFocus();
  });

  it('opens a public result of today on the public sports page, by Enter', async () => {
    const user = userEvent.setup();
    const { game, sport, league } = await openGameOfToday();
    renderSearch('public');
    await user.type(input(), `${game.awayName} ${game.homeName}`);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Events' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');

    const query = new URLSearchParams({ sport, league }).toString();
    expect(await screen.findByText(`at /services/sport?${query}`)).toBeInTheDocument();
  });

  it('opens a logged-in event on its event page, by a click', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const { game, league } = await openGameOfToday();
    const [today = ''] = leagueDays();
    const page = await api.call('matchup.list', {
      query: { league, date: today, page: 1, size: 30 },
    });
    const matchup = page.items.find(
      (item) => item.away.name === game.awayName && item.home.name === game.homeName,
    );
    if (!matchup) throw new Error('the open game is not among its league matchups');
    renderSearch('account');
    await user.type(input(), `${game.awayName} ${game.homeName}`);
    const listbox = await screen.findByRole('listbox');

    await user.click(within(listbox).getAllByRole('option')[0] ?? listbox);

    expect(await screen.findByText(`at ${eventPath(matchup)}`)).toBeInTheDocument();
  });

  it('opens a logged-in league on its league page', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const { sport, today } = await openGameOfToday();
    const league = today.sports
      .find((candidate) => candidate.name === sport)
      ?.leagues.find((candidate) => candidate.cnt > 0);
    if (!league) throw new Error('no league');
    renderSearch('account');
    await user.type(input(), league.name);
    const group = within(await screen.findByRole('listbox')).getByRole('group', {
      name: 'Leagues',
    });

    await user.click(within(group).getAllByRole('option')[0] ?? group);

    expect(
      await screen.findByText(`at /leagues/${encodeURIComponent(sport)}/${league.shortName}`),
    ).toBeInTheDocument();
  });

  it('says No results, with nothing to list', async () => {
    const user = userEvent.setup();
    renderSearch('public');
    await user.type(input(), 'zzzzqx');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No results');
    });
    expect(screen.getByText('No results')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    const { game } = await openGameOfToday();
    renderSearch('public');
    await user.type(input(), game.awayName);
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue(game.awayName);

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
  });

  it('takes the focus on "/", except while typing in another field', async () => {
    const user = userEvent.setup();
    renderSearch('public');
    await user.keyboard('/');
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('');

    const other = screen.getByRole('textbox', { name: 'Other field' });
    await user.click(other);
    await user.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(other).toHaveFocus();
  });

  it('writes an event’s start as the lists and the slip do (issue 34 item 5)', async () => {
    const user = userEvent.setup();
    const { game } = await openGameOfToday();
    await act(() => setLanguage('es'));
    renderSearch('public');
    const search = within(screen.getByRole('search', { name: 'Buscar' }));
    await user.type(search.getByRole('combobox'), `${game.awayName} ${game.homeName}`);
    const events = within(await screen.findByRole('listbox')).getByRole('group', {
      name: 'Eventos',
    });
    const [event] = within(events).getAllByRole('option');
    expect(event).toHaveTextContent(
      `${game.leagueName} · ${formatDate(game.date, 'dayTime', 'es')}`,
    );
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    renderSearch('public');
    const search = screen.getByRole('search', { name: 'Buscar' });
    await user.type(within(search).getByRole('combobox', { name: 'Buscar' }), 'zzzzqx');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
    });
  });
});
