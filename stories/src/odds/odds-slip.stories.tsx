import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import { formatOdds, type OddsFormat } from '@sportsbook/contracts/rules/odds';
import { route } from '../support/app-frame.tsx';
import { mockApi } from '../support/mock-api.ts';
import { firstGame, offerIdOf } from '../sportsbook/games.ts';
import { addPick, arrangedItems, arrangeSlip, movePrice } from '../bet-slip/arrange-slip.ts';
import { onePick } from '../bet-slip/slips.ts';
import { inSlipAside, SlipPanel } from '../bet-slip/slip-panel.tsx';
import { resetOdds, withOdds } from './odds-settings.ts';

/**
 * Issue 25 on the slip: prices in the chosen format, and "When odds change": Ask me (the spec's
 * behaviour), Accept higher odds, Accept any odds. A trader moves the picked price after the pick.
 */
const meta = {
  title: 'Odds/Slip and tickets',
  component: SlipPanel,
  decorators: [inSlipAside],
  beforeEach: resetOdds,
  parameters: { route: route('/'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof SlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Pays more than any money line the mock offers; pays less.
const HIGHER = 1000;
const LOWER = -1000;

/** One money line picked, then moved by a trader to `price`. */
const movedTo =
  (price: number) =>
  async (state: MockState): Promise<void> => {
    const offerId = offerIdOf(state, firstGame(state), 'moneyline', 'away');
    await addPick(offerId);
    movePrice(state, offerId, price);
  };

function pick() {
  const [item] = arrangedItems();
  if (!item) throw new Error('no pick arranged');
  return item;
}

const inFormat = (format: OddsFormat): Story => ({
  loaders: [withOdds(format), arrangeSlip(onePick)],
  play: async ({ canvas }) => {
    const item = pick();
    await expect(await canvas.findByText(formatOdds(item.price, format))).toBeVisible();
    await expect(canvas.queryByText(formatOdds(item.price, 'american'))).toBeNull();
  },
});

export const SlipInDecimal: Story = { ...inFormat('decimal'), tags: ['smoke'] };
export const SlipInFractional: Story = inFormat('fractional');

/** Ask me (the default): the moved-price notice as before, now in the chosen format. */
export const AskMeInDecimal: Story = {
  loaders: [withOdds('decimal'), arrangeSlip(movedTo(LOWER))],
  play: async ({ canvas }) => {
    const item = pick();
    const notice = await canvas.findByTestId('price-moved');
    await expect(notice).toHaveTextContent(
      `${item.teamName}: ${formatOdds(item.price, 'decimal')} → ${formatOdds(LOWER, 'decimal')}`,
    );
    await expect(within(notice).getByRole('button', { name: 'Accept new prices' })).toBeVisible();
    await expect(canvas.queryByTestId('odds-accepted')).toBeNull();
  },
};

/** Accept higher odds: a move to a higher payout is taken without asking, and said politely. */
export const AutoAcceptedHigher: Story = {
  loaders: [withOdds('fractional', 'higher'), arrangeSlip(movedTo(HIGHER))],
  play: async ({ canvas }) => {
    const item = pick();
    const accepted = await canvas.findByTestId('odds-accepted');
    await expect(accepted).toHaveTextContent(
      `${item.teamName}: odds changed from ${formatOdds(item.price, 'fractional')} to ${formatOdds(HIGHER, 'fractional')}: accepted`,
    );
    await expect(accepted.parentElement).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByTestId('price-moved')).toBeNull();
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '20');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled());
  },
};

/** Accept higher odds, but the price got worse: the slip still asks. */
export const HigherOnlyStillAsks: Story = {
  loaders: [withOdds('american', 'higher'), arrangeSlip(movedTo(LOWER))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('price-moved')).toBeVisible();
    await expect(canvas.queryByTestId('odds-accepted')).toBeNull();
  },
};

/** Accept any odds: a worse price is taken too. */
export const AutoAcceptedAny: Story = {
  loaders: [withOdds('decimal', 'any'), arrangeSlip(movedTo(LOWER))],
  play: async ({ canvas }) => {
    const item = pick();
    await expect(await canvas.findByTestId('odds-accepted')).toHaveTextContent(
      `${item.teamName}: odds changed from ${formatOdds(item.price, 'decimal')} to ${formatOdds(LOWER, 'decimal')}: accepted`,
    );
    await expect(canvas.queryByTestId('price-moved')).toBeNull();
  },
};

/** A placed ticket's dialog (My bets) in Fractional odds. */
export const TicketInFractional: Story = {
  loaders: [withOdds('fractional')],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'My bets' }));
    const pending = await canvas.findByRole('table', { name: 'Pending tickets' });
    const [first] = within(pending).getAllByRole('button', { name: /^Ticket #\d+, details$/ });
    if (!first) throw new Error('no ticket to open');
    await userEvent.click(first);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: /^Ticket #\d+$/,
    });
    const picks = within(dialog).getByRole('region', { name: 'Picks' });
    const shown = within(picks).getAllByText((_, node) =>
      Boolean(node?.matches('p.tabular-nums') && node.closest('li')),
    );
    await expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) await expect(price.textContent).toMatch(/Price \d+\/\d+$/);
  },
};
