import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { arrangeSlip } from './arrange-slip.ts';
import { inSlipAside, SlipPanel } from './slip-panel.tsx';
import { ifBet, onePick } from './slips.ts';

/**
 * SPEC §5 Wager, in the bet slip panel: the amount's limits (demo: 5 to 5,000), the if-bet amount
 * up to the to-win, placing the bet and the server's answer. One pick is on the slip (two for the
 * if bet), put there through the mock API.
 */
const meta = {
  title: 'Bet slip/Wager',
  component: SlipPanel,
  decorators: [inSlipAside],
  parameters: { route: route('/'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof SlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeBet = { name: 'Place bet' };
const withOnePick = [arrangeSlip(onePick)];

export const AmountBelowMinimum: Story = {
  loaders: withOnePick,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '4');
    await expect(await canvas.findByText('The amount is below the minimum allowed.')).toBeVisible();
    await expect(canvas.getByRole('button', placeBet)).toBeDisabled();
  },
};

export const AmountAboveMaximum: Story = {
  loaders: withOnePick,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '5001');
    await expect(await canvas.findByText('The amount is above the maximum allowed.')).toBeVisible();
    await expect(canvas.getByRole('button', placeBet)).toBeDisabled();
  },
};

export const IfAmountAboveToWin: Story = {
  loaders: [arrangeSlip(ifBet)],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '10');
    await userEvent.type(canvas.getByLabelText('If-bet amount'), '1000');
    await expect(
      await canvas.findByText('The if-bet amount cannot be greater than the amount to win.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', placeBet)).toBeDisabled();
  },
};

/** The bet is on its way: the button says so and stays off (the mock never answers here). */
export const Submitting: Story = {
  loaders: withOnePick,
  play: async ({ canvas, parameters }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '100');
    const button = canvas.getByRole('button', placeBet);
    await waitFor(() => expect(button).toBeEnabled());
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(button);
    await expect(await within(button).findByText('Placing bet…')).toBeInTheDocument();
    await expect(button).toBeDisabled();
    // The picks cannot change meanwhile.
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

/** 'Bet Accepted' with the ticket number; the slip empties for the next bet. */
export const BetAccepted: Story = {
  loaders: withOnePick,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '100');
    const button = canvas.getByRole('button', placeBet);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expectToast(canvasElement, 'Bet Accepted');
    await expect(within(canvasElement.ownerDocument.body).getByText(/^Ticket #\d+$/)).toBeVisible();
    await expect(await canvas.findByText('Your bet slip is empty')).toBeVisible();
  },
};

/** Refused (the stake is above demo's $1,000 balance): the first reason, and the slip stays. */
export const BetNotAccepted: Story = {
  loaders: withOnePick,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '2000');
    const button = canvas.getByRole('button', placeBet);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expectToast(canvasElement, 'Bet not accepted');
    await expect(
      within(canvasElement.ownerDocument.body).getByText('Insufficient balance'),
    ).toBeVisible();
    await expect(canvas.getByText('1 pick')).toBeVisible();
    await expect(await canvas.findByLabelText('Wager amount')).toHaveValue('2000');
  },
};
