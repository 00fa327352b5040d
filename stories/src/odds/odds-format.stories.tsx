import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PublicLayout from '@/app/layouts/public-layout.tsx';
import PublicSportsPage from '@/features/public-sports/pages/public-sports-page.tsx';
import { LOCAL_KEYS } from '@/lib/storage.ts';
import { route } from '../support/app-frame.tsx';
import { FIRST_USE_MS } from '../support/form.ts';
import { viewport } from '../support/viewports.ts';
import { resetOdds, withOdds } from './odds-settings.ts';

/**
 * Issue 25 Odds format: the public board with the header's "Odds format" control, in each format.
 * The user menu shows the same control (Navigation stories).
 */
const meta = {
  title: 'Odds/Odds format',
  component: PublicSportsPage,
  render: () => <PublicLayout />,
  beforeEach: resetOdds,
  parameters: {
    route: route('/services/sport', {
      pattern: '/services',
      children: [{ path: 'sport', Component: PublicSportsPage }],
    }),
  },
} satisfies Meta<typeof PublicSportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const AMERICAN = /^[+-]\d+$/;
const DECIMAL = /^\d+\.\d\d$/;
const FRACTIONAL = /^\d+\/\d+$/;

/** The prices the board shows (each pick's figure, not its line). */
async function prices(canvasElement: HTMLElement): Promise<string[]> {
  const board = within(canvasElement);
  await board.findByRole('navigation', { name: 'Top leagues' });
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('td .tabular-nums').length).toBeGreaterThan(0),
  );
  return [...canvasElement.querySelectorAll('td .font-semibold.tabular-nums')].map(
    (node) => node.textContent,
  );
}

/** The control open: American checked (the default), Decimal and Fractional offered. */
export const ControlOpen: Story = {
  tags: ['smoke'],
  play: async ({ canvas, canvasElement }) => {
    const header = await canvas.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: /^Odds format/ }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu', undefined, { timeout: FIRST_USE_MS });
    await expect(within(menu).getByRole('menuitemradio', { name: 'American' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The menu fades in (tw-animate): wait for the end of its opening.
    await waitFor(async () => {
      await expect(within(menu).getByRole('menuitemradio', { name: 'Decimal' })).toBeVisible();
      await expect(within(menu).getByRole('menuitemradio', { name: 'Fractional' })).toBeVisible();
    });
  },
};

/** Choosing Decimal in the control: every price on the board turns, and the choice is kept. */
export const ChooseDecimal: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const price of await prices(canvasElement)) await expect(price).toMatch(AMERICAN);
    await userEvent.click(
      within(await canvas.findByRole('banner')).getByRole('button', { name: /^Odds format/ }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Decimal' }));
    await waitFor(async () => {
      for (const price of await prices(canvasElement)) await expect(price).toMatch(DECIMAL);
    });
    await expect(localStorage.getItem(LOCAL_KEYS.oddsFormat)).toBe('"decimal"');
  },
};

export const BoardInDecimal: Story = {
  loaders: [withOdds('decimal')],
  play: async ({ canvasElement }) => {
    const shown = await prices(canvasElement);
    await expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) await expect(price).toMatch(DECIMAL);
  },
};

export const BoardInFractional: Story = {
  loaders: [withOdds('fractional')],
  play: async ({ canvasElement }) => {
    const shown = await prices(canvasElement);
    await expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) await expect(price).toMatch(FRACTIONAL);
  },
};

/** On a phone the control sits in the header's row, beside the language. */
export const BoardInFractionalOnAPhone: Story = {
  ...BoardInFractional,
  globals: viewport('mobile'),
};
