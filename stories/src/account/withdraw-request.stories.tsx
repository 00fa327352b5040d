import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockState } from '@sportsbook/mock-server/state';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawRequestDialog } from '@/features/account/components/withdraw-request/withdraw-request-dialog.tsx';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import { USER_IDS } from '../support/arrange.ts';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { holdReads } from '../support/hold-reads.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { mockState, type Arrange } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import {
  accountApi,
  demoUser,
  expectNoHorizontalOverflow,
  money,
  slowBackend,
} from './account-arrange.ts';

/** The dialog as Request withdraw opens it on /account. */
function OpenWithdrawDialog() {
  const [open, setOpen] = useState(true);
  return (
    <main className="p-4">
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <WithdrawRequestDialog open={open} onOpenChange={setOpen} />
    </main>
  );
}

/**
 * SPEC §2, §5 Withdraw Request dialog for demo (balance 1,000.00, minAmount 5, maxAmount 5,000):
 * the maximum allowed, method (Local branch; Cash unavailable; Balance and Bank transfer at the
 * Cashier), branch by zone with address and map link, the amount's rules and the server's answer.
 */
const meta = {
  title: 'Account/Withdraw request',
  component: OpenWithdrawDialog,
  parameters: { route: route('/account'), msw: accountApi() },
} satisfies Meta<typeof OpenWithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = { name: 'Request withdraw' };

/** The loaded dialog and its fields. */
async function dialogOf(canvasElement: HTMLElement, name = 'Withdraw Request') {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  const scope = within(dialog);
  await scope.findByTestId('withdraw-maximum');
  return { dialog, scope };
}

/** Moves demo's balance (1,000.00 as seeded) by `delta`. */
function shiftBalance(state: MockState, delta: number): void {
  const { openingBalance } = demoUser(state);
  state.db.user.update({
    where: { userId: { equals: USER_IDS.demo } },
    data: { openingBalance: openingBalance + delta },
  });
  state.revision += 1;
}

const balanceShiftedBy =
  (delta: number): Arrange =>
  (state) => {
    shiftBalance(state, delta);
  };

const noActiveMethods: Arrange = (state) => {
  state.db.paymentMethod.updateMany({
    where: { direction: { equals: 'withdraw' } },
    data: { status: 'Unavailable' },
  });
};

async function typeAmount(scope: Canvas, amount: string, label = 'Amount') {
  const field = scope.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.tab();
  return field;
}

export const Loading: Story = {
  tags: ['smoke'],
  parameters: { msw: accountApi(slowBackend) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Withdraw Request' });
    await expect(within(dialog).getByText('Loading the withdraw methods')).toBeInTheDocument();
  },
};

/** The maximum allowed (1,000.00 − 5.00), Local branch chosen, the others shown but not choosable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await expect(scope.getByTestId('withdraw-maximum')).toHaveTextContent(money(995));
    const method = scope.getByLabelText('Method');
    await expect(method).toHaveValue('LocalBranch');
    await expect(within(method).getByRole('option', { name: 'Cash (unavailable)' })).toBeDisabled();
    await expect(
      within(method).getByRole('option', { name: 'Balance transfer (at the Cashier)' }),
    ).toBeDisabled();
    await expect(
      scope.getByRole('link', { name: 'Balance transfer at the Cashier' }),
    ).toHaveAttribute('href', '/cashier/withdraw/BalanceTransfer');
    await expect(await scope.findByLabelText('Branch')).toHaveValue('');
    await expect(scope.getByText('Amount must be great than $5.00')).toBeVisible();
    await expect(scope.getByRole('button', SUBMIT)).toBeEnabled();
  },
};

export const NoActiveMethods: Story = {
  parameters: { msw: accountApi(noActiveMethods) },
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await expect(scope.getByText('No withdraw method is available right now.')).toBeVisible();
    await expect(scope.getByLabelText('Method')).toBeDisabled();
    await expect(scope.getByRole('button', SUBMIT)).toBeDisabled();
  },
};

/** A branch chosen from its zone: its address and a map link that opens in a new tab. */
export const LocalBranchChosen: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    const branch = await scope.findByLabelText('Branch');
    await expect(
      within(branch)
        .getAllByRole('group')
        .map((zone) => zone.getAttribute('label')),
    ).toEqual(['Santo Domingo', 'Santiago', 'Este']);
    await userEvent.selectOptions(branch, 'Los Jardines');
    await expect(scope.getByText('Av. 27 de Febrero 211, Los Jardines, Santiago')).toBeVisible();
    const map = scope.getByRole('link', { name: /See Los Jardines on the map/ });
    await expect(map).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps/),
    );
    await expect(map).toHaveAttribute('target', '_blank');
  },
};

export const BranchRequired: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await typeAmount(scope, '50');
    await userEvent.click(scope.getByRole('button', SUBMIT));
    await expect(await scope.findByLabelText('Branch')).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await userEvent.click(scope.getByRole('button', SUBMIT));
    await expect(scope.getByLabelText('Amount')).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const AmountBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    const field = await typeAmount(scope, '4.99');
    await expect(field).toHaveAccessibleDescription('Amount must be great than $5.00');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Balance 10,000.00: the allowed 9,995.00 is above maxAmount, so maxAmount is the limit. */
export const AmountAboveMaximum: Story = {
  parameters: { msw: accountApi(balanceShiftedBy(9000)) },
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await expect(scope.getByTestId('withdraw-maximum')).toHaveTextContent(money(9995));
    const field = await typeAmount(scope, '5000.01');
    await expect(field).toHaveAccessibleDescription('The amount is above the maximum allowed.');
  },
};

export const AmountAboveAllowed: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    const field = await typeAmount(scope, '995.01');
    await expect(field).toHaveAccessibleDescription(
      'The amount is above the maximum you can withdraw.',
    );
  },
};

export const AmountNotInCents: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    const field = await typeAmount(scope, '10.005');
    await expect(field).toHaveAccessibleDescription(
      'Enter the amount in dollars and cents (at most two decimals).',
    );
  },
};

/** Balance 3.00, below minAmount: the maximum is 0 and nothing can be requested. */
export const MaximumZero: Story = {
  parameters: { msw: accountApi(balanceShiftedBy(-997)) },
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await expect(scope.getByTestId('withdraw-maximum')).toHaveTextContent(money(0));
    await expect(
      scope.getByText(
        'You cannot withdraw now: your balance has to stay above the minimum amount of $5.00.',
      ),
    ).toBeVisible();
    await expect(scope.getByRole('button', SUBMIT)).toBeDisabled();
  },
};

/** A LocalBranch withdrawal of `amount` at Naco, filled in: the Request withdraw button. */
async function filledIn(canvasElement: HTMLElement, amount = '100') {
  const { dialog, scope } = await dialogOf(canvasElement);
  await userEvent.selectOptions(await scope.findByLabelText('Branch'), 'Naco');
  await typeAmount(scope, amount);
  return { dialog, scope, submit: scope.getByRole('button', SUBMIT) };
}

/** On its way: the line beside the button says so, the button stays off, no way out meanwhile. */
export const Submitting: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { scope, submit } = await filledIn(canvasElement);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(submit);
    await expect(await scope.findByText('Sending your request…')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Sending your request…');
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

const CHECKED_AMOUNT = 123.45;

/** The answer was lost: the requests are read to find out (held here), and the dialog says so. */
export const Checking: Story = {
  parameters: {
    msw: (() => {
      const parameter = accountApi();
      // Held once the withdrawal is stored: the read before the call still answers.
      const filed = () =>
        mockState(parameter).db.walletRequest.findFirst({
          where: { amount: { equals: CHECKED_AMOUNT } },
        }) !== null;
      parameter.handlers.unshift(holdReads(`*${registry['cashier.listRequests'].path}`, filed));
      return parameter;
    })(),
  },
  play: async ({ canvasElement, parameters }) => {
    const { scope, submit } = await filledIn(canvasElement, String(CHECKED_AMOUNT));
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'answer');
    await userEvent.click(submit);
    await expect(await scope.findByText('Checking your request…')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Checking your request…');
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The answer was lost after the server filed it: the read finds it, and it says so once. */
export const FiledAfterLostAnswer: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const { submit } = await filledIn(canvasElement, '250');
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'answer');
    await userEvent.click(submit);
    await expectToast(canvasElement, 'Request has been succesfully created');
    await expect(await canvas.findByText('Dialog closed')).toBeVisible();
    const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
    await expect(open.filter((request) => request.amount === 250)).toHaveLength(1);
  },
};

/** The request was lost before the server filed it: not done, the form as it was, with Retry. */
export const NotDone: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { dialog, scope, submit } = await filledIn(canvasElement, '250');
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'request');
    await userEvent.click(submit);
    const notice = await scope.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'Your withdraw request was not filed, and nothing was reserved from your balance. You can try again.',
    );
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(scope.getByLabelText('Branch')).toHaveDisplayValue('Naco');
    await expect(scope.getByLabelText('Amount')).toHaveValue('250');
    await expect(submit).toBeEnabled();
    await waitFor(() => expect(dialog).toBeVisible());
    const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
    await expect(open.filter((request) => request.amount === 250)).toHaveLength(0);
  },
};

/** Offline: Request withdraw is off and says why; what was typed stays. */
export const Offline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvasElement }) => {
    const { scope, submit } = await filledIn(canvasElement, '250');
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    await expect(await scope.findByText(reason)).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(reason);
    await expect(scope.getByLabelText('Amount')).toHaveValue('250');
    // Back online, the button comes back with what was typed.
    comeBackOnline();
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(scope.getByLabelText('Branch')).toHaveDisplayValue('Naco');
  },
};

export const RequestFiled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await userEvent.selectOptions(await scope.findByLabelText('Branch'), 'Naco');
    await typeAmount(scope, '250');
    await userEvent.click(scope.getByRole('button', SUBMIT));
    await expectToast(canvasElement, 'Request has been succesfully created');
    await expect(await canvas.findByText('Dialog closed')).toBeVisible();
    const [newest] = await api.call('cashier.openRequests', { query: { isClosed: false } });
    await expect(newest).toMatchObject({ amount: 250, method: 'LocalBranch', type: 'withdraw' });
  },
};

/** The balance fell meanwhile: the server refuses, the dialog and a toast say why, values stay. */
export const ServerRefusal: Story = {
  play: async ({ canvasElement, parameters }) => {
    const { dialog, scope } = await dialogOf(canvasElement);
    await userEvent.selectOptions(await scope.findByLabelText('Branch'), 'Bávaro');
    await typeAmount(scope, '900');
    shiftBalance(mockState(parameters.msw), -800);
    await userEvent.click(scope.getByRole('button', SUBMIT));
    const alert = await scope.findByRole('alert');
    await expect(alert).toHaveTextContent('Your withdraw request was not accepted.');
    await expect(alert).toHaveTextContent(/The amount exceeds the maximum you can withdraw/);
    await expectToast(canvasElement, 'Your withdraw request was not accepted.');
    await expect(scope.getByLabelText('Amount')).toHaveValue('900');
    await expect(scope.getByLabelText('Branch')).toHaveDisplayValue('Bávaro');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement, 'Solicitud de retiro');
    await expect(scope.getByText('Máximo permitido')).toBeVisible();
    await expect(scope.getByLabelText('Método')).toHaveValue('LocalBranch');
    const field = await typeAmount(scope, '4', 'Monto');
    await expect(field).toHaveAccessibleDescription(
      `El monto debe ser mayor que ${money(5, 'es')}`,
    );
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvasElement }) => {
    const { scope } = await dialogOf(canvasElement);
    await userEvent.selectOptions(await scope.findByLabelText('Branch'), 'Piantini');
    await expect(scope.getByText(/Gustavo Mejía Ricart/)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
