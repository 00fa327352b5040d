import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loseNext } from '@sportsbook/mock-server/msw';
import type { MockState } from '@sportsbook/mock-server/state';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { holdReads } from '../support/hold-reads.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { expectToast } from '../support/toasts.ts';
import { arrangeSlip } from './arrange-slip.ts';
import { inSlipAside, SlipPanel } from './slip-panel.tsx';
import { ifBet, onePick } from './slips.ts';

/**
 * SPEC §5 Wager, in the bet slip panel: the amount's limits (demo: 5 to 5,000), the if-bet amount
 * up to the to-win, placing the bet and the server's answer, and what the slip says when that
 * answer is lost or the browser is offline (issue 24). One pick is on the slip (two for the if
 * bet), put there through the mock API.
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
  tags: ['smoke'],
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

/** Decision 172: demo's balance is 1,000.00; a stake of 2,000 is warned about, not refused. */
export const StakeAboveBalance: Story = {
  loaders: withOnePick,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Wager amount'), '2000');
    await expect(
      await canvas.findByText(
        'This stake is more than your available balance of $1,000.00. You can still place it; the house decides.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', placeBet)).toBeEnabled());
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

/** A stake typed on the one pick, Place bet ready. */
async function stakeTyped(canvas: Canvas, stake = '100') {
  const amount = await canvas.findByLabelText('Wager amount');
  await userEvent.type(amount, stake);
  const button = canvas.getByRole('button', placeBet);
  await waitFor(() => expect(button).toBeEnabled());
  return { amount, button };
}

/** The bet is on its way: the line beside the button says so, and the button stays off. */
export const Submitting: Story = {
  loaders: withOnePick,
  play: async ({ canvas, parameters }) => {
    const { button } = await stakeTyped(canvas);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(button);
    await expect(await canvas.findByText('Placing bet…')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Placing bet…');
    // The picks cannot change meanwhile.
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

const ticketCount = (state: MockState) => state.db.ticket.getAll().length;
/** Tickets in the world when Place bet was pressed; the check's read is held once there are more. */
const checking = { ticketsBefore: Number.POSITIVE_INFINITY };
const checkingApi = (() => {
  const parameter = mockApi(undefined, { persona: 'demo' });
  parameter.handlers.unshift(
    holdReads(
      '*/w/api/account/snapshot',
      () => ticketCount(mockState(parameter)) > checking.ticketsBefore,
    ),
  );
  return parameter;
})();

/**
 * The answer was lost after the server booked the bet: the slip reads the pending tickets to find
 * out, and says so meanwhile (the read is held here). Nothing on the slip can change.
 */
export const Checking: Story = {
  loaders: withOnePick,
  parameters: { msw: checkingApi },
  beforeEach: () => () => {
    checking.ticketsBefore = Number.POSITIVE_INFINITY;
  },
  play: async ({ canvas, parameters }) => {
    const { button } = await stakeTyped(canvas);
    const state = mockState(parameters.msw);
    checking.ticketsBefore = ticketCount(state);
    loseNext(state, 'wager.submit', 'answer');
    await userEvent.click(button);
    await expect(await canvas.findByText('Checking your bet…')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Checking your bet…');
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

/** The answer was lost, and the check found the bet booked: 'Bet Accepted' with its ticket. */
export const AcceptedAfterLostAnswer: Story = {
  loaders: withOnePick,
  play: async ({ canvas, canvasElement, parameters }) => {
    const { button } = await stakeTyped(canvas);
    loseNext(mockState(parameters.msw), 'wager.submit', 'answer');
    await userEvent.click(button);
    await expectToast(canvasElement, 'Bet Accepted');
    await expect(within(canvasElement.ownerDocument.body).getByText(/^Ticket #\d+$/)).toBeVisible();
    await expect(await canvas.findByText('Your bet slip is empty')).toBeVisible();
  },
};

/** The request was lost: nothing was booked, the slip and the stake stay, and Retry is offered. */
export const NotDone: Story = {
  loaders: withOnePick,
  play: async ({ canvas, parameters }) => {
    const { amount, button } = await stakeTyped(canvas);
    loseNext(mockState(parameters.msw), 'wager.submit', 'request');
    await userEvent.click(button);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'Your bet was not placed, and nothing was charged. You can try again.',
    );
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByText('1 pick')).toBeVisible();
    await expect(amount).toHaveValue('100');
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/** Offline: Place bet is off and says why; the stake typed stays. */
export const Offline: Story = {
  loaders: withOnePick,
  // Back online once the story (and its axe check) is done: `navigator` outlives the story, and a
  // beforeEach cleanup would not run before the next file's first story.
  afterEach: comeBackOnline,
  play: async ({ canvas }) => {
    const { amount, button } = await stakeTyped(canvas, '25');
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    await expect(await canvas.findByText(reason)).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
    await expect(amount).toHaveValue('25');
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
