import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import PublicLayout from '@/app/layouts/public-layout.tsx';
import PublicSportsPage from '@/features/public-sports/pages/public-sports-page.tsx';
import { storeExternalService } from '@/lib/external-service-links.ts';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { viewport } from '../support/viewports.ts';
import { mockApi } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';

/** No games today: every matchup is gone. */
function noGames(state: MockState) {
  for (const matchup of state.db.matchup.getAll()) {
    state.db.matchup.delete({ where: { eventId: { equals: matchup.eventId } } });
  }
}

/**
 * SPEC §2 public sports page inside the public shell (landing header, sports list on small
 * screens, footer): sports and leagues with counts, top-league buttons, games per league.
 */
const meta = {
  title: 'Public sports/Public sports',
  component: PublicSportsPage,
  render: () => <PublicLayout />,
  parameters: {
    route: route('/services/sport', {
      pattern: '/services',
      children: [{ path: 'sport', Component: PublicSportsPage }],
    }),
  },
} satisfies Meta<typeof PublicSportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: mockApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading games' })).toBeVisible();
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Sports' });
    await expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0);
    const top = canvas.getByRole('navigation', { name: 'Top leagues' });
    await expect(within(top).getByRole('link', { current: 'page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('contentinfo', { name: 'Site footer' })).toBeVisible();
  },
};

/** A top-league button shows that league's games. */
export const LeagueSelected: Story = {
  play: async ({ canvas }) => {
    const top = await canvas.findByRole('navigation', { name: 'Top leagues' });
    const links = within(top).getAllByRole('link');
    const other = links.find((link) => link.getAttribute('aria-current') !== 'page') ?? links[0];
    if (!other) throw new Error('no top league');
    await userEvent.click(other);
    await waitFor(() => expect(other).toHaveAttribute('aria-current', 'page'));
  },
};

/** A sport in the menu shows all of its games (through the per-sport call). */
export const SportSelected: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Sports' });
    const [sport] = within(menu).getAllByRole('link');
    if (!sport) throw new Error('no sport');
    await userEvent.click(sport);
    await waitFor(() => expect(sport).toHaveAttribute('aria-current', 'page'));
    await expect(
      (await canvas.findAllByRole('button', { name: /money line/ })).length,
    ).toBeGreaterThan(0);
  },
};

/** Visitors cannot bet: a price answers 'Log in to place bet.'. */
export const LoginToPlaceBet: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [price] = await canvas.findAllByRole('button', { name: /money line/ });
    if (!price) throw new Error('no price');
    await userEvent.click(price);
    await expectToast(canvasElement, 'Log in to place bet.');
  },
};

export const Empty: Story = {
  parameters: { msw: mockApi(noGames) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sport events listed')).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};

/** The first load failed; it is retried once after 30 seconds. */
export const Retrying: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.errors['sportEvent.today'] = 500;
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading failed. Trying again in a moment…'),
    ).toBeVisible();
  },
};

/** The retry failed too: the error with Retry (and an error toast). Takes the 30 s retry delay. */
export const LoadError: Story = {
  parameters: {
    msw: mockApi((state) => {
      state.scenario.errors['sportEvent.today'] = 500;
    }),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 45_000 });
    await expect(alert).toHaveTextContent('The sports could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Small screens: the header offers the sports list, collapsed. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'Sports and leagues' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Tablet: Story = {
  globals: viewport('tablet'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Top leagues' })).toBeVisible();
  },
};

/** A logged-in visitor gets a way back to the sportsbook, and the stored Casino in the footer. */
export const LoggedIn: Story = {
  parameters: {
    msw: mockApi(
      () => {
        storeExternalService({
          label: 'Casino',
          navigationURL: `${window.location.origin}/external-service-demo.html`,
          reqURLToken: true,
        });
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'My sportsbook' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Casino' })).toHaveAttribute(
      'href',
      '/services/other/Casino',
    );
  },
};
