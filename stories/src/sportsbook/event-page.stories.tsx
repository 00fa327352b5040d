import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BettingLayout from '@/app/layouts/betting-layout.tsx';
import { mockApi, mockState } from '../support/mock-api.ts';
import { bettingRoute } from './betting-routes.ts';
import { eventPathOf, firstGame } from './games.ts';

const demo = mockApi(undefined, { persona: 'demo' });
/** Tomorrow's first NBA game: it has every period, related matchups and propositions. */
const game = firstGame(mockState(demo));

/**
 * SPEC §2 Event detail (`/event/{away}-vs-{home}/{eventId}?period=`): the odds of one period as
 * markets of picks, the period links, a Back link to the league, the child and self matchups and
 * the propositions, with the bet slip beside them.
 */
const meta = {
  title: 'Sportsbook/Event page',
  component: BettingLayout,
  parameters: {
    route: bettingRoute(eventPathOf(game)),
    msw: demo,
  },
} satisfies Meta<typeof BettingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMarkets: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(game.awayName);
    await expect(title).toHaveTextContent(game.homeName);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/leagues/Basketball/NBA',
    );
    const periods = canvas.getByRole('navigation', { name: 'Periods' });
    await expect(within(periods).getByRole('link', { name: 'Game' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const market of ['Money line', 'Spread', 'Total']) {
      const section = canvas.getAllByRole('group', { name: market })[0];
      if (!section) throw new Error(`no ${market} market`);
      await expect(within(section).getAllByRole('button', { pressed: false })).toHaveLength(2);
    }
    // The child and self matchups of the event, each with its own markets.
    await expect(canvas.getByRole('region', { name: 'Alternate Lines' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: `${game.homeName}: 1st Half vs 2nd Half` }),
    ).toBeVisible();
  },
};

/** Opened at one period (?period=H1, a shareable link); another period is one link away. */
export const PeriodChosen: Story = {
  parameters: { route: bettingRoute(eventPathOf(game, 'H1')) },
  play: async ({ canvas }) => {
    const periods = await canvas.findByRole('navigation', { name: 'Periods' });
    const firstHalf = within(periods).getByRole('link', { name: '1st Half' });
    await expect(firstHalf).toHaveAttribute('aria-current', 'page');
    await expect(within(periods).getByRole('link', { name: 'Game' })).not.toHaveAttribute(
      'aria-current',
    );
    const secondHalf = within(periods).getByRole('link', { name: '2nd Half' });
    await userEvent.click(secondHalf);
    // The router renders a navigation in a transition: wait for it (only Vitest's act() would).
    await waitFor(() => expect(secondHalf).toHaveAttribute('aria-current', 'page'));
    await expect(firstHalf).not.toHaveAttribute('aria-current');
  },
};

/** The propositions ('More wagers'): each answer is a pick that goes to the slip. */
export const WithProps: Story = {
  play: async ({ canvas }) => {
    const props = await canvas.findByRole('region', { name: 'More wagers' });
    const firstToScore = within(props).getByRole('region', { name: 'First team to score' });
    await expect(
      within(props).getByRole('region', { name: 'Will the game go to overtime?' }),
    ).toBeVisible();
    const answer = within(firstToScore).getByRole('button', {
      name: new RegExp(`^First team to score: ${game.awayName}: `),
    });
    await userEvent.click(answer);
    const slip = canvas.getByRole('complementary', { name: 'Bet slip' });
    await expect(await within(slip).findByText('1 pick')).toBeVisible();
    await expect(answer).toHaveAttribute('aria-pressed', 'true');
    await expect(within(slip).getByText(`First team to score: ${game.awayName}`)).toBeVisible();
  },
};

/** The game started since the link was shared: the server answers null and the bettor lands on '/'. */
export const GoneRedirects: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.db.matchup.update({
          where: { eventId: { equals: game.eventId } },
          data: { state: 'Started' },
        });
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /' })).toBeVisible();
  },
};
