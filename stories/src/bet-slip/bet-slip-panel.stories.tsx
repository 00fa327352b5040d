import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatAmerican, toWin } from '@sportsbook/contracts/rules/odds';
import { route } from '../support/app-frame.tsx';
import { mockApi, mockState } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { arrangedItems, arrangeSlip } from './arrange-slip.ts';
import { inSlipAside, SlipPanel } from './slip-panel.tsx';
import { ifBet, movedPrice, onePick, sixPicks, teaserSlip } from './slips.ts';

/**
 * SPEC §2 Bet slip panel (beside the games on desktop): the picks, the if-ticket switch, the teaser
 * choice, bonus mode and the wager form, with the bettor's tickets one tab away. Each story puts
 * its picks on the slip through the mock API first, as pressing their prices does.
 */
const meta = {
  title: 'Bet slip/Bet slip panel',
  component: SlipPanel,
  decorators: [inSlipAside],
  parameters: { route: route('/'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof SlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const FOUR_POINT = '4 Point Basketball · 2–4 teams';
const money = (amount: number) => formatMoney(amount, 'en');

export const EmptySlip: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Bet slip', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'My bets' })).toBeVisible();
    await expect(canvas.getByText('Your bet slip is empty')).toBeVisible();
    await expect(canvas.getByText('Pick a price from any game to add it here.')).toBeVisible();
    // An if bet needs a pick first; a teaser can be chosen ahead of the picks.
    await expect(canvas.getByRole('switch', { name: 'If ticket' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Teaser' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Place bet' })).toBeNull();
  },
};

export const OneItem: Story = {
  loaders: [arrangeSlip(onePick)],
  play: async ({ canvas }) => {
    const [item] = arrangedItems();
    if (!item) throw new Error('no pick arranged');
    await expect(canvas.getByText('1 pick')).toBeVisible();
    await expect(canvas.getByText(item.teamName)).toBeVisible();
    await expect(canvas.getByText(formatAmerican(item.price))).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'If ticket' })).toBeEnabled();
    // The stake form loads with the first pick (decision 095).
    const placeBet = await canvas.findByRole('button', { name: 'Place bet' });
    await expect(placeBet).toBeDisabled();
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '100');
    await expect(canvas.getByText(money(toWin(100, [item.price])))).toBeVisible();
    await waitFor(() => expect(placeBet).toBeEnabled());
  },
};

/** Six picks: a parlay, in the slip's 300 px scroll panel. */
export const ManyItems: Story = {
  loaders: [arrangeSlip(sixPicks)],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 picks')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  },
};

/** If ticket on: the next pick went to the if part, which has its own amount (up to the to-win). */
export const IfOn: Story = {
  loaders: [arrangeSlip(ifBet)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'If ticket' })).toBeChecked();
    await expect(canvas.getByText('Picks you add now go to the if bet.')).toBeVisible();
    await expect(canvas.getByText('If bet')).toBeVisible();
    // A teaser cannot go with an if bet, nor can a bonus pay for one.
    await expect(canvas.getByRole('combobox', { name: 'Teaser' })).toBeDisabled();
    await expect(canvas.queryByRole('switch', { name: 'Pay with a bonus' })).toBeNull();
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '100');
    await userEvent.type(canvas.getByLabelText('If-bet amount'), '50');
    const [main, ifPart] = arrangedItems();
    if (!main || !ifPart) throw new Error('no if bet arranged');
    await expect(canvas.getByText('If to win')).toBeVisible();
    await expect(canvas.getByText(money(toWin(50, [ifPart.price])))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled());
  },
};

/** A customer without if bets, teasers or bonuses ('basic': allowIf and allowTeaser off). */
export const IfAndTeasersOff: Story = {
  parameters: { msw: mockApi(undefined, { persona: 'basic' }) },
  loaders: [arrangeSlip(onePick)],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 pick')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'If ticket' })).toBeDisabled();
    await expect(canvas.queryByRole('combobox', { name: 'Teaser' })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: 'Pay with a bonus' })).toBeNull();
  },
};

/** A teaser chosen before the picks: its price for the team count sets the to-win. */
export const TeaserChosen: Story = {
  loaders: [arrangeSlip(teaserSlip)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Teaser' })).toHaveDisplayValue(FOUR_POINT);
    await expect(canvas.getByText('2 picks')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'If ticket' })).toBeDisabled();
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '110');
    await expect(canvas.getByTestId('slip-to-win')).toHaveTextContent(money(100));
  },
};

/** A swap the server refuses: 'SWAP TEASER' with its reason, and the previous teaser stays. */
export const TeaserSwapFailed: Story = {
  loaders: [arrangeSlip(teaserSlip)],
  play: async ({ canvas, canvasElement }) => {
    const teaser = canvas.getByRole('combobox', { name: 'Teaser' });
    await userEvent.selectOptions(teaser, '6 Point Football · 2–6 teams');
    await expectToast(canvasElement, 'SWAP TEASER');
    // The server's reason names the first pick the teaser does not take.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^The teaser could not be changed: .+ is not allowed in the teaser 6 Point Football\.$/,
    );
    await expect(teaser).toHaveDisplayValue(FOUR_POINT);
  },
};

/** Paying with a bonus: the first bonus is staked (read-only amount) and only the to-win is paid. */
export const BonusMode: Story = {
  loaders: [arrangeSlip(onePick)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Pay with a bonus' }));
    const bonus = canvas.getByRole('combobox', { name: 'Bonus' });
    await waitFor(() => expect(bonus).not.toHaveValue(''));
    const amount = await canvas.findByLabelText('Wager amount');
    await expect(amount).toHaveAttribute('readonly');
    await waitFor(() => expect(amount).not.toHaveValue(''));
    await expect(
      canvas.getByText('A bonus stake is not paid back: you win the to-win amount only.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled());
  },
};

/** The price moved after the pick: old → new, and no bet until the bettor accepts it. */
export const PriceMoved: Story = {
  loaders: [arrangeSlip(movedPrice)],
  play: async ({ canvas, parameters }) => {
    const [item] = arrangedItems();
    if (!item) throw new Error('no pick arranged');
    const offer = mockState(parameters.msw).db.offer.findFirst({
      where: { offerId: { equals: item.offerId } },
    });
    if (!offer?.previousPrice) throw new Error('the price did not move');
    await expect(await canvas.findByText('A price has changed')).toBeVisible();
    const notice = canvas.getByTestId('price-moved');
    await expect(notice).toHaveTextContent(
      `${item.teamName}: ${formatAmerican(offer.previousPrice)} → ${formatAmerican(offer.price)}`,
    );
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '20');
    const placeBet = canvas.getByRole('button', { name: 'Place bet' });
    await expect(placeBet).toBeDisabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept new prices' }));
    await waitFor(() => expect(placeBet).toBeEnabled());
    await expect(canvas.queryByText('A price has changed')).toBeNull();
  },
};
