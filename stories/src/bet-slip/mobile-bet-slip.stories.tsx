import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BettingLayout from '@/app/layouts/betting-layout.tsx';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';
import { bettingRoute } from '../sportsbook/betting-routes.ts';
import { nbaPath } from '../sportsbook/games.ts';

/**
 * SPEC §2 Bet slip panel at 1024 px or less: no slip beside the games, a 'Betslip' button with the
 * number of picks instead, opening the slip as an overlay.
 */
const meta = {
  title: 'Bet slip/Mobile bet slip',
  component: BettingLayout,
  parameters: {
    route: bettingRoute(nbaPath()),
    msw: mockApi(undefined, { persona: 'demo' }),
  },
  globals: viewport('mobile'),
} satisfies Meta<typeof BettingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A price picked on the league page: the button counts it, and opens the slip holding it (the tap
 * paints the backdrop, the sheet follows a frame later: decision 245); closing it gives the focus
 * back to the button.
 */
export const MobileOverlay: Story = {
  tags: ['smoke'],
  play: async ({ canvas, canvasElement }) => {
    const [game] = await canvas.findAllByRole('article');
    if (!game) throw new Error('no game listed');
    await expect(canvas.queryByRole('complementary', { name: 'Bet slip' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Betslip 0 picks' })).toBeVisible();
    const [price] = within(game).getAllByRole('button', { pressed: false });
    if (!price) throw new Error('no price to pick');
    await userEvent.click(price);
    const open = await canvas.findByRole('button', { name: 'Betslip 1 pick' });
    await userEvent.click(open);
    const overlay = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Bet slip',
    });
    const slip = within(overlay);
    // The slip renders just after the sheet has painted (decision 222).
    await expect(await slip.findByRole('tab', { name: 'Bet slip', selected: true })).toBeVisible();
    await expect(slip.getByText('1 pick')).toBeVisible();
    await expect(await slip.findByRole('button', { name: 'Place bet' })).toBeDisabled();
    await expect(slip.getByRole('button', { name: 'Close the bet slip' })).toBeVisible();
    await expect(
      canvasElement.ownerDocument.querySelector('[data-slot="lazy-overlay-backdrop"]'),
    ).toBeNull();

    await userEvent.click(slip.getByRole('button', { name: 'Close the bet slip' }));
    // The sheet goes, then Radix gives the focus back in a task of its own.
    await waitFor(async () => {
      await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Betslip 1 pick' })).toHaveFocus();
    });
  },
};
