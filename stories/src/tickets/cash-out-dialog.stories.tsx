import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import { CashOutDialog } from '@/components/tickets/cash-out-dialog.tsx';
import { recentTickets, ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { FOREVER_MS } from '../support/form.ts';
import { holdReads } from '../support/hold-reads.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { expectToast } from '../support/toasts.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';
import { winEveryPick } from './ticket-answers.ts';

/**
 * The dialog opened on one of demo's pending tickets: the newest straight (the house buys it
 * back) or the if-bet (the house never does, so it is worth $0).
 */
function PendingSale({ ifBet }: { ifBet: boolean }) {
  const { data } = useQuery(ticketQueries.list(recentTickets('pending')));
  const [open, setOpen] = useState(true);
  const ticket = data?.find((candidate) => candidate.hasIf === ifBet);
  if (!ticket) return null;
  return <CashOutDialog ticketNumber={ticket.ticketNumber} open={open} onOpenChange={setOpen} />;
}

/**
 * SPEC §2/§4/§5 TICKET SALES: the sales value, the code to type, the sale and 'Ticket sold'; and
 * what it says while selling, when the sale's answer is lost, and offline (issue 24).
 */
const meta = {
  title: 'Tickets/Cash-out dialog',
  component: PendingSale,
  args: { ifBet: false },
  parameters: { msw: mockApi(undefined, { persona: 'demo' }) },
  globals: viewport('mobile'),
} satisfies Meta<typeof PendingSale>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'TICKET SALES',
  });
  const scope = within(dialog);
  return { dialog, scope };
}

/** The code step, ready: returns what a bettor reads and types. */
async function codeStep(canvasElement: HTMLElement) {
  const { dialog, scope } = await openDialog(canvasElement);
  const field = await scope.findByLabelText('Confirmation code');
  const shownCode = () => scope.getByText(/^\d{5}$/).textContent;
  const ticketNumber = Number(/#(\d+)/.exec(scope.getByText(/^Ticket #\d+$/).textContent)?.[1]);
  return { dialog, scope, field, shownCode, ticketNumber };
}

const sellButton = { name: 'Sell ticket' };

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: (() => {
      const parameter = mockApi(undefined, { persona: 'demo' });
      parameter.handlers.unshift(
        http.get('*/w/api/ticket/GetCashOutAmount/:ticketNumber', async () => {
          await delay('infinite');
        }),
      );
      return parameter;
    })(),
  },
  play: async ({ canvasElement }) => {
    const { scope } = await openDialog(canvasElement);
    await expect(await scope.findByText('Loading the sales value')).toBeInTheDocument();
  },
};

export const ZeroSalesValue: Story = {
  args: { ifBet: true },
  play: async ({ canvasElement }) => {
    const { scope } = await openDialog(canvasElement);
    await expect(await scope.findByText('The sales value of the ticket is: $0')).toBeVisible();
    await expect(scope.queryByLabelText('Confirmation code')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.errors['ticket.cashOutAmount'] = 404;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvasElement }) => {
    const { scope } = await openDialog(canvasElement);
    await expect(
      await scope.findByText('The sales value of the ticket could not be loaded.'),
    ).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const { scope, shownCode } = await codeStep(canvasElement);
    await expect(scope.getByText(/^The sales value of the ticket is: \$\d/)).toBeVisible();
    await expect(shownCode()).toMatch(/^\d{5}$/);
    await expect(scope.getByRole('button', sellButton)).toBeDisabled();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const { scope, field, shownCode } = await codeStep(canvasElement);
    await userEvent.type(field, shownCode() === '12345' ? '54321' : '12345');
    await expect(scope.getByRole('alert')).toHaveTextContent('The code does not match.');
    await expect(scope.getByRole('button', sellButton)).toBeDisabled();
  },
};

/** The quote moved before the sale: the refusal shows, with a new code and the new value. */
export const RefusedSale: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { scope, field, shownCode, ticketNumber } = await codeStep(canvasElement);
    const firstCode = shownCode();
    await userEvent.type(field, firstCode);
    winEveryPick(mockState(parameters.msw), ticketNumber);
    await userEvent.click(scope.getByRole('button', sellButton));
    const refusal = await scope.findByRole('alert');
    await expect(refusal).toHaveTextContent('The ticket was not sold.');
    await expect(refusal).toHaveTextContent(/The sales value of the ticket changed to/);
    await expect(shownCode()).not.toBe(firstCode);
    await expect(field).toHaveValue('');
  },
};

export const Sold: Story = {
  play: async ({ canvasElement }) => {
    const { scope, field, shownCode, ticketNumber } = await codeStep(canvasElement);
    await userEvent.type(field, shownCode());
    await userEvent.click(scope.getByRole('button', sellButton));
    await expect(
      await scope.findByText(new RegExp(`^Ticket #${ticketNumber} was sold for \\$`)),
    ).toBeVisible();
  },
};

export const SoldAndClosed: Story = {
  play: async ({ canvasElement }) => {
    const { scope, field, shownCode } = await codeStep(canvasElement);
    await userEvent.type(field, shownCode());
    await userEvent.click(scope.getByRole('button', sellButton));
    await scope.findByText(/was sold for/);
    const [close] = scope.getAllByRole('button', { name: 'Close' });
    if (!close) throw new Error('no Close button');
    await userEvent.click(close);
    await expectToast(canvasElement, 'Ticket sold');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

/**
 * Closed without a sale (SPEC §4: closing refreshes): the tickets are read again, and no 'Ticket
 * sold' is said of a ticket that was not sold (decision 131).
 */
export const ClosedWithoutSale: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await codeStep(canvasElement);
    await userEvent.click(scope.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(within(canvasElement.ownerDocument.body).queryByText('Ticket sold')).toBeNull();
  },
};

export const ZeroSalesValueInSpanish: Story = {
  args: { ifBet: true },
  globals: { language: 'es', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'COBRO DE APUESTA',
    });
    await expect(
      await within(dialog).findByText('El valor de cobro de la apuesta es: $0'),
    ).toBeVisible();
  },
};

/** The code step with the right code typed: Sell ticket ready. */
async function codeTyped(canvasElement: HTMLElement) {
  const step = await codeStep(canvasElement);
  const code = step.shownCode();
  await userEvent.type(step.field, code);
  const sell = step.scope.getByRole('button', sellButton);
  await waitFor(() => expect(sell).toBeEnabled());
  return { ...step, code, sell };
}

/** The sale on its way: the line beside Sell ticket says so; no way out of the dialog meanwhile. */
export const Selling: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { scope, sell } = await codeTyped(canvasElement);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(sell);
    await expect(await scope.findByText('Selling…')).toBeVisible();
    await expect(sell).toBeDisabled();
    await expect(sell).toHaveAccessibleDescription('Selling…');
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(scope.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** The sale's answer was lost: the ticket is read to find out (held here), and the dialog says so. */
export const CheckingSale: Story = {
  parameters: {
    msw: (() => {
      const parameter = mockApi(undefined, { persona: 'demo' });
      parameter.handlers.unshift(
        holdReads(`*${registry['ticket.get'].path.replace('{id}', ':id')}`, () => true),
      );
      return parameter;
    })(),
  },
  play: async ({ canvasElement, parameters }) => {
    const { scope, sell } = await codeTyped(canvasElement);
    loseNext(mockState(parameters.msw), 'ticket.cashOut', 'answer');
    await userEvent.click(sell);
    await expect(await scope.findByText('Checking your sale…')).toBeVisible();
    await expect(sell).toBeDisabled();
    await expect(sell).toHaveAccessibleDescription('Checking your sale…');
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The answer was lost after the sale: the ticket reads sold, and the dialog says what it paid. */
export const SoldAfterLostAnswer: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { scope, sell, ticketNumber } = await codeTyped(canvasElement);
    loseNext(mockState(parameters.msw), 'ticket.cashOut', 'answer');
    await userEvent.click(sell);
    await expect(
      await scope.findByText(new RegExp(`^Ticket #${ticketNumber} was sold for \\$`)),
    ).toBeVisible();
  },
};

/** The request was lost: not sold; the code and what was typed stay, with Retry. */
export const SaleNotDone: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { scope, sell, field, code, shownCode } = await codeTyped(canvasElement);
    loseNext(mockState(parameters.msw), 'ticket.cashOut', 'request');
    await userEvent.click(sell);
    const notice = await scope.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'The ticket was not sold, and nothing changed. You can try again.',
    );
    await waitFor(() =>
      expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled(),
    );
    await expect(shownCode()).toBe(code);
    await expect(field).toHaveValue(code);
  },
};

/** Offline: Sell ticket is off and says why; the code typed stays. */
export const SellOffline: Story = {
  // Back online once the story (and its axe check) is done: `navigator` outlives the story, and a
  // beforeEach cleanup would not run before the next file's first story.
  afterEach: comeBackOnline,
  play: async ({ canvasElement }) => {
    const { scope, sell, field, code } = await codeTyped(canvasElement);
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    await expect(await scope.findByText(reason)).toBeVisible();
    await expect(sell).toBeDisabled();
    await expect(sell).toHaveAccessibleDescription(reason);
    await expect(field).toHaveValue(code);
  },
};
