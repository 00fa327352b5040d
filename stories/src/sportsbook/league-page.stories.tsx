import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BettingLayout from '@/app/layouts/betting-layout.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { bettingRoute } from './betting-routes.ts';
import { DAY_AFTER, NBA, nbaPath } from './games.ts';

/**
 * SPEC §2 Sport/league list (`/leagues/{sport}/{league}?date=`): the day's matchups of one league
 * with their prices, period links and 'View more wagers', the day picker, and the bet slip beside
 * them (the betting layout, without the main layout's bars).
 */
const meta = {
  title: 'Sportsbook/League page',
  component: BettingLayout,
  parameters: {
    route: bettingRoute(nbaPath()),
    msw: mockApi(undefined, { persona: 'demo' }),
  },
} satisfies Meta<typeof BettingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.latencyMs = FOREVER_MS;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading games' })).toBeVisible();
    // The name waits for the sports list; the short name stands in meanwhile.
    await expect(canvas.getByRole('heading', { level: 1, name: NBA.league })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.db.matchup.deleteMany({ where: { leagueNameShort: { equals: NBA.league } } });
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sport events listed')).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
    await expect(canvas.getByText('0 games')).toBeVisible();
  },
};

/** The list failed (after the query client's two retries, ~3 s); Retry loads it once it answers. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.errors['matchup.list'] = 500;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas, parameters }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The games could not be loaded.');
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithGames: Story = {
  play: async ({ canvas }) => {
    const games = await canvas.findAllByRole('article');
    await expect(canvas.getByText(`${String(games.length)} games`)).toBeVisible();
    const [first] = games;
    if (!first) throw new Error('no game listed');
    const card = within(first);
    await expect(card.getByRole('link', { name: 'View more wagers' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Money line' })).toBeVisible();
    const picks = card.getAllByRole('button', { pressed: false });
    await expect(picks.length).toBeGreaterThanOrEqual(6);
    await expect(card.getByRole('navigation', { name: /^Periods of / })).toBeVisible();
    // The day picker: today and the next three days, tomorrow chosen.
    const days = canvas.getByRole('navigation', { name: 'Day of the games' });
    const links = within(days).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveTextContent('Today');
    await expect(links[1]).toHaveAttribute('aria-current', 'date');
    // The slip beside the games.
    const slip = canvas.getByRole('complementary', { name: 'Bet slip' });
    await expect(within(slip).getByText('Your bet slip is empty')).toBeVisible();
  },
};

/** A later day picked in the day picker: its games (the link is shareable: ?date=). */
export const DayPicked: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    const days = canvas.getByRole('navigation', { name: 'Day of the games' });
    const [, tomorrow, dayAfter] = within(days).getAllByRole('link');
    if (!tomorrow || !dayAfter) throw new Error('the day picker lacks days');
    await userEvent.click(dayAfter);
    // The day is the address's: in the build (no act()) the router renders it a moment later.
    await waitFor(() => expect(dayAfter).toHaveAttribute('aria-current', 'date'));
    await expect(tomorrow).not.toHaveAttribute('aria-current');
    // Every game listed starts on the day picked.
    const gameDays = () =>
      canvas
        .getAllByRole('article')
        .map((game) => game.querySelector('time')?.dateTime.slice(0, 10));
    await waitFor(() => expect(new Set(gameDays())).toEqual(new Set([DAY_AFTER])));
  },
};

/** Issue 25: the league's star beside its name adds it to the favourites, and takes it out. */
export const FavouriteStar: Story = {
  beforeEach: () => {
    localStorage.removeItem('favouriteLeagues:demo');
    return () => {
      localStorage.removeItem('favouriteLeagues:demo');
    };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: NBA.league });
    const star = canvas.getByRole('button', { name: 'Add to favourites', description: 'NBA' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(
      canvas.getByRole('button', { name: 'Remove from favourites', description: 'NBA' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem('favouriteLeagues:demo')).toBe(
      JSON.stringify([{ sport: NBA.sport, league: NBA.league }]),
    );
  },
};
