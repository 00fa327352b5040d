import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HomePage from '@/features/home/pages/home-page.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

/** SPEC §2 sport home ('/'): a welcome and today's games by league, every price a pick. */
const meta = {
  title: 'Home/Home',
  component: HomePage,
  parameters: { route: route('/'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof HomePage>;

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
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByRole('button', { name: /money line/, pressed: false }).length,
    ).toBeGreaterThan(0);
  },
};

/**
 * A phone: the first leagues' games, then card outlines that become games as the bettor scrolls
 * near them; each outline is a button that shows its games at once (issue 32).
 */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const before = (await canvas.findAllByRole('article')).length;
    await expect(before).toBeGreaterThan(0);
    const [standIn] = await canvas.findAllByRole('button', { name: /^Show \d+ more games?$/ });
    if (!standIn) throw new Error('no stand-in');
    await userEvent.click(standIn);
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(before);
  },
};

export const Empty: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        for (const matchup of state.db.matchup.getAll()) {
          state.db.matchup.delete({ where: { eventId: { equals: matchup.eventId } } });
        }
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sport events listed')).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};

/** Today's games could not be loaded: the error with Retry, and an error toast. */
export const LoadError: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.errors['matchup.list'] = 500;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 45_000 });
    await expect(alert).toHaveTextContent('The games could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
