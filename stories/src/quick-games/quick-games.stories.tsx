import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuickGamesPage from '@/features/quick-games/pages/quick-games-page.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import { expectNoHorizontalOverflow, money } from '../account/account-arrange.ts';

/**
 * SPEC §2 Quick games (/quick-games): the lottery logo selector, the keyboard-first bet form with
 * the contract's messages, the help from the bet-type masks, the bet list, Save and Clean screen.
 */
const meta = {
  title: 'Quick games/Quick games',
  component: QuickGamesPage,
  parameters: { route: route('/quick-games'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof QuickGamesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const NO_BALANCE = 'No tienes balance suficiente para realizar este ticket.';

async function pickLottery(canvas: Canvas, name: RegExp) {
  await userEvent.click(await canvas.findByRole('radio', { name }));
}

/** A bet typed the keyboard way: the bet, Enter, the amount, Enter. */
async function typeBet(canvas: Canvas, bet: string, amount: string, labels = EN) {
  const betField = canvas.getByRole('textbox', { name: labels.bet });
  const amountField = canvas.getByRole('textbox', { name: labels.amount });
  await userEvent.clear(betField);
  await userEvent.clear(amountField);
  if (bet) await userEvent.type(betField, bet);
  await userEvent.type(betField, '{Enter}');
  await expect(amountField).toHaveFocus();
  if (amount) await userEvent.type(amountField, amount);
  await userEvent.type(amountField, '{Enter}');
}
const EN = { bet: 'Bet', amount: 'Amount' };

async function withBets(canvas: Canvas) {
  await pickLottery(canvas, /Leidsa/);
  await typeBet(canvas, '27', '5');
  await typeBet(canvas, '12-45', '2.5');
  await typeBet(canvas, '05-18-33E01', '1');
  await expect(await canvas.findByText('3 bets')).toBeVisible();
}

/** A message of the rule, shown under the fields, announced and describing its field. */
async function expectMessage(canvas: Canvas, message: string, field: string) {
  const shown = await canvas.findByText(message);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('aria-live', 'assertive');
  await expect(canvas.getByRole('textbox', { name: field })).toHaveAccessibleDescription(message);
}

/** First visit: no lottery chosen, an empty list (0 bets, the at-least-one-bet hint), Save off. */
export const NoLotteryChosen: Story = {
  play: async ({ canvas }) => {
    const radios = await canvas.findAllByRole('radio');
    await expect(radios.length).toBe(5);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByText('0 bets')).toBeVisible();
    await expect(canvas.getByText('You must have at least one bet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(
      await canvas.findByRole('table', { name: 'Quick-game tickets' }),
    ).toBeInTheDocument();
  },
};

export const LotteryRequired: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('radio');
    await typeBet(canvas, '27', '5');
    await expect(await canvas.findByText('You must select a lottery.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Loteria Nacional/ })).toHaveFocus();
  },
};

export const BetEmpty: Story = {
  play: async ({ canvas }) => {
    await pickLottery(canvas, /Leidsa/);
    await typeBet(canvas, '', '5');
    await expectMessage(canvas, 'The bet field cannot be empty.', 'Bet');
  },
};

export const AmountEmpty: Story = {
  play: async ({ canvas }) => {
    await pickLottery(canvas, /Leidsa/);
    await typeBet(canvas, '27', '');
    await expectMessage(canvas, 'The amount field cannot be empty.', 'Amount');
  },
};

/** A domino bet (two fichas) on a lottery that is not the domino one. */
export const TypeNotValidForLottery: Story = {
  play: async ({ canvas }) => {
    await pickLottery(canvas, /Leidsa/);
    await typeBet(canvas, '01-06-02-03', '5');
    await expectMessage(canvas, 'Type of bet no valid for this lottery.', 'Bet');
  },
};

export const RepeatedNumbers: Story = {
  play: async ({ canvas }) => {
    await pickLottery(canvas, /Leidsa/);
    await typeBet(canvas, '27-27', '5');
    await expectMessage(canvas, 'There are repeated numbers.', 'Bet');
  },
};

export const InvalidApple: Story = {
  play: async ({ canvas }) => {
    await pickLottery(canvas, /Leidsa/);
    await typeBet(canvas, '27E04', '5');
    await expectMessage(canvas, 'Invalid apple.', 'Bet');
  },
};

/** Bets of three formats with their types, the count and the total. */
export const ListWithBets: Story = {
  play: async ({ canvas }) => {
    await withBets(canvas);
    const list = canvas.getByRole('region', { name: 'Bets' });
    await expect(within(list).getByText('Tripleta manzana')).toBeVisible();
    await expect(list).toHaveTextContent(money(8.5));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(within(list).getByRole('button', { name: 'Remove bet 12-45' })).toBeVisible();
  },
};

export const LotteryLocked: Story = {
  play: async ({ canvas }) => {
    await withBets(canvas);
    await expect(canvas.getByRole('radio', { name: /Leidsa/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Loteka/ })).toBeDisabled();
    await expect(
      canvas.getByText('The lottery cannot be changed once the ticket has bets.'),
    ).toBeVisible();
  },
};

/** The help: every bet type of the list with its format (mask) and an example made from it. */
export const HelpDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bet types' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Bet types' });
    const pale = within(dialog).getByRole('row', { name: /^Pale directo/ });
    await expect(pale).toHaveTextContent('-##-##');
    await expect(pale).toHaveTextContent('-12-23');
    await expect(within(dialog).getByRole('rowheader', { name: 'Domino 2 fichas' })).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(13);
  },
};

export const Saving: Story = {
  play: async ({ canvas, parameters }) => {
    await withBets(canvas);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: /Saving…/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clean screen' })).toBeDisabled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await withBets(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Ticket created!');
    await expect(await canvas.findByText('0 bets')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Loteka/ })).toBeEnabled();
  },
};

export const NoBalance: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickLottery(canvas, /Leidsa/);
    await typeBet(canvas, '27', '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Error');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(NO_BALANCE);
    await expect(canvas.getByText('1 bet')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Juegos rápidos' }),
    ).toBeVisible();
    await pickLottery(canvas, /Leidsa/);
    const labels = { bet: 'Jugada', amount: 'Monto' };
    await typeBet(canvas, '27-27', '5', labels);
    await expect(await canvas.findByText('Hay números repetidos.')).toBeVisible();
    await typeBet(canvas, '27', '999999', labels);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(NO_BALANCE));
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await withBets(canvas);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
