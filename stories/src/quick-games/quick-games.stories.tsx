import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import type { MockState } from '@sportsbook/mock-server/state';
import QuickGamesPage from '@/features/quick-games/pages/quick-games-page.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
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
  tags: ['smoke'],
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

/** An image that the browser loaded and drew (not a broken one). */
async function expectLoaded(image: HTMLImageElement) {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
}

/** The lottery logo selector shows each seeded lottery's logo (the mock's own SVGs). */
export const LotteryLogos: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('radio')).toHaveLength(5);
    for (const name of ['Loteria Nacional', 'Leidsa', 'Loteka', 'Domino', 'New York']) {
      const logo = canvas.getByRole<HTMLImageElement>('img', { name });
      await expectLoaded(logo);
    }
  },
};

/** A logo that does not load: the lottery's name stands in for it. */
export const LotteryLogoMissing: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.db.lottery.update({
          where: { lottGroupName: { equals: 'Loteka' } },
          data: { logoUrl: '/w/api/FileUploader/files/logo-lottery-missing.svg' },
        });
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    const radio = await canvas.findByRole('radio', { name: /Loteka/ });
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Loteka' })).toBeNull());
    const label = radio.closest('label');
    if (!label) throw new Error('no label for Loteka');
    await expect(within(label).getByText('Loteka')).toBeVisible();
    await expectLoaded(canvas.getByRole<HTMLImageElement>('img', { name: 'Leidsa' }));
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

/** Save on its way: the line beside it says so, and the ticket cannot change meanwhile. */
export const Saving: Story = {
  play: async ({ canvas, parameters }) => {
    await withBets(canvas);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await canvas.findByText('Saving your ticket…')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Saving your ticket…');
    await expect(canvas.getByRole('button', { name: 'Clean screen' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove bet 27' })).toBeDisabled();
  },
};

// Tickets of the world before the story's save: a ticket more means the save went through.
let ticketsBefore = Number.POSITIVE_INFINITY;
const ticketCount = (state: MockState) => state.db.quickGameTicket.findMany({}).length;
/** How long the check's reading of the ticket list is held, to look at "Checking…". */
const CHECK_HELD_MS = 2_500;

/**
 * The next save is booked but its answer is lost. With `holdCheck`, the ticket list answers late
 * once the ticket is booked: the check shows, then tells, within the story (no check left over).
 */
const lostAnswerApi = (holdCheck: boolean) => {
  const parameter = mockApi(
    (state) => {
      ticketsBefore = ticketCount(state);
      loseNext(state, 'quickGame.createTicket', 'answer');
    },
    { persona: 'demo' },
  );
  if (holdCheck) {
    parameter.handlers.unshift(
      http.get(`*${registry['quickGame.tickets'].path}`, async () => {
        if (ticketCount(mockState(parameter)) > ticketsBefore) await delay(CHECK_HELD_MS);
        return undefined; // on to the mock's own handler
      }),
    );
  }
  return parameter;
};

/**
 * The answer was lost (the ticket was booked): the screen says it is checking the ticket list,
 * keeps the bets as they were sent and Save off, until the list tells: 'Ticket created!'.
 */
export const Checking: Story = {
  parameters: { msw: lostAnswerApi(true) },
  play: async ({ canvas, canvasElement }) => {
    await withBets(canvas);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await canvas.findByText('Checking your ticket…')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Checking your ticket…');
    await expect(canvas.getByText('3 bets')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectToast(canvasElement, 'Ticket created!');
    await expect(await canvas.findByText('0 bets')).toBeVisible();
  },
};

/** The answer was lost, the list shows the new ticket: 'Ticket created!', as if answered. */
export const LostAnswerFound: Story = {
  parameters: { msw: lostAnswerApi(false) },
  play: async ({ canvas, canvasElement, parameters }) => {
    await withBets(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Ticket created!');
    await expect(await canvas.findByText('0 bets')).toBeVisible();
    await expect(ticketCount(mockState(parameters.msw))).toBe(ticketsBefore + 1);
  },
};

/**
 * The request was lost before the server saw it: not created, nothing charged, the bets as they
 * were, and Retry.
 */
export const NotDone: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        loseNext(state, 'quickGame.createTicket', 'request');
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await withBets(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'Your ticket was not created, and nothing was charged. You can try again.',
    );
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByText('3 bets')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Leidsa/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/**
 * Offline: Save is off and says why; the ticket can still be built, nothing is lost, and Save
 * comes back with the connection.
 */
export const Offline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvas }) => {
    await withBets(canvas);
    goOffline();
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await expect(save).toHaveAccessibleDescription('You are offline: this needs a connection.');
    await expect(canvas.getByText('You are offline: this needs a connection.')).toBeVisible();
    await typeBet(canvas, '33', '1');
    await expect(await canvas.findByText('4 bets')).toBeVisible();
    // Back online while the page is there (TanStack Query hears the event only while mounted).
    comeBackOnline();
    await waitFor(() => expect(save).toBeEnabled());
    await expect(save).not.toHaveAccessibleDescription('You are offline: this needs a connection.');
    await expect(canvas.getByText('4 bets')).toBeVisible();
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
