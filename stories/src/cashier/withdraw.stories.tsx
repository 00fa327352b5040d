import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import WithdrawPage from '@/features/cashier/pages/withdraw-page.tsx';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { route } from '../support/app-frame.tsx';
import { USER_IDS } from '../support/arrange.ts';
import type { Canvas } from '../support/form.ts';
import { FOREVER_MS } from '../support/form.ts';
import { holdReads } from '../support/hold-reads.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { mockApi, mockState, type Arrange } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';

/**
 * SPEC §2/§5 Withdraw page (/cashier/withdraw/{id}): the available balance, the method locked to
 * the one in the URL, the amount (required, above 0, not above the balance, whole cents), the
 * branch for LocalBranch (by zone, with address and map link), the receiver's account name for
 * BalanceTransfer, the bank account (required for BankTransfer) with the Add bank account dialog;
 * a confirmation, then the request and /account.
 */
const withdrawRoute = (id = 'LocalBranch') =>
  route(`/cashier/withdraw/${id}`, { pattern: '/cashier/withdraw/:id' });

const demoApi = (arrange?: Arrange) => mockApi(arrange, { persona: 'demo' });

const meta = {
  title: 'Cashier/Withdraw page',
  component: WithdrawPage,
  parameters: { route: withdrawRoute(), msw: demoApi() },
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const REQUIRED = 'This field is required.';
const POPULAR = 'Popular · 0045219876 · Dana Morales';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The form once the balance and the methods have loaded. */
async function formOf(canvas: Canvas) {
  const amount = await canvas.findByLabelText('Amount');
  return { amount, submit: canvas.getByRole('button', { name: 'Request withdraw' }) };
}

async function expectAmountMessage(canvas: Canvas, typed: string, message: string) {
  const { amount } = await formOf(canvas);
  await userEvent.type(amount, typed);
  await userEvent.tab();
  await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
  await expect(canvas.getByText(message)).toBeVisible();
}

/** A LocalBranch withdrawal filled in and sent to the confirmation. */
async function confirmBranchWithdrawal(canvas: Canvas, canvasElement: HTMLElement, amount = '150') {
  const form = await formOf(canvas);
  await userEvent.selectOptions(await canvas.findByLabelText('Branch'), 'Piantini');
  await userEvent.type(form.amount, amount);
  await userEvent.click(form.submit);
  return body(canvasElement).findByRole('alertdialog', { name: 'Confirm your withdrawal' });
}

async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument;
  const width = page.defaultView?.innerWidth ?? 0;
  await expect(width).toBeGreaterThan(0);
  await expect(page.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

function demoSettings(state: MockState, change: { allowBankAccount: boolean }) {
  const user = state.db.user.findFirst({ where: { userId: { equals: USER_IDS.demo } } });
  if (!user) throw new Error('The mock world has no demo user');
  state.db.user.update({
    where: { userId: { equals: USER_IDS.demo } },
    data: { settings: { ...user.settings, ...change } },
  });
}

const withoutBankAccounts: Arrange = (state) => {
  demoSettings(state, { allowBankAccount: false });
};

/** The seed keeps Cash withdrawals Unavailable; this makes the method Active. */
const cashActive: Arrange = (state) => {
  state.db.paymentMethod.updateMany({
    where: { direction: { equals: 'withdraw' }, name: { equals: 'Cash' } },
    data: { status: 'Active' },
  });
};

/** LocalBranch: balance, the locked method, branches by zone, an optional bank account. */
export const LocalBranch: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await formOf(canvas);
    const { balance } = await api.call('account.standing', {});
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(canvas.getByTestId('available-balance')).toHaveTextContent(
      formatMoney(balance, 'en'),
    );
    const method = canvas.getByLabelText('Method');
    await expect(method).toHaveValue('Local branch');
    await expect(method).toHaveAttribute('readonly');
    const branch = await canvas.findByLabelText('Branch');
    const zones = within(branch).getAllByRole('group');
    await expect(zones.map((zone) => zone.getAttribute('label'))).toEqual([
      'Santo Domingo',
      'Santiago',
      'Este',
    ]);
    await expect(canvas.getByLabelText('Bank account')).toHaveAccessibleDescription(
      'Optional for this method.',
    );
    await expect(canvas.queryByLabelText('Receiver account')).toBeNull();
  },
};

/** A branch chosen: its address and a map link that opens in a new tab. */
export const BranchChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Branch'), 'Naco');
    await expect(canvas.getByText('Av. Tiradentes 34, Naco, Santo Domingo')).toBeVisible();
    const map = canvas.getByRole('link', { name: /See Naco on the map/ });
    await expect(map).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google/));
    await expect(map).toHaveAttribute('target', '_blank');
  },
};

/** BalanceTransfer: the receiver's account name, typed by the bettor, no branch. */
export const BalanceTransfer: Story = {
  parameters: { route: withdrawRoute('BalanceTransfer') },
  play: async ({ canvas }) => {
    await formOf(canvas);
    await expect(canvas.getByLabelText('Method')).toHaveValue('Balance transfer');
    const receiver = canvas.getByLabelText('Receiver account');
    await expect(receiver).toHaveValue('');
    await expect(receiver).toHaveAccessibleDescription(
      'The user name of the account that receives the money.',
    );
    await expect(canvas.queryByLabelText('Branch')).toBeNull();
  },
};

/** BankTransfer: a bank account is required; demo's stored accounts are offered. */
export const BankTransfer: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas }) => {
    await formOf(canvas);
    const account = canvas.getByLabelText('Bank account');
    const options = within(account).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Choose a bank account',
      POPULAR,
      'BHD · 2210098123 · Dana Morales',
    ]);
    await expect(canvas.getByRole('button', { name: 'Add new bank account' })).toBeVisible();
  },
};

/** Cash, when the cashier offers it: the amount and an optional bank account, nothing else. */
export const Cash: Story = {
  parameters: { route: withdrawRoute('Cash'), msw: demoApi(cashActive) },
  play: async ({ canvas }) => {
    await formOf(canvas);
    await expect(canvas.getByLabelText('Method')).toHaveValue('Cash');
    await expect(canvas.queryByLabelText('Branch')).toBeNull();
    await expect(canvas.queryByLabelText('Receiver account')).toBeNull();
  },
};

/** Bank accounts off for the customer: no bank account field on the other methods. */
export const WithoutBankAccounts: Story = {
  parameters: { msw: demoApi(withoutBankAccounts) },
  play: async ({ canvas }) => {
    await formOf(canvas);
    await expect(canvas.queryByLabelText('Bank account')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add new bank account' })).toBeNull();
  },
};

/** Request withdraw with nothing filled in: the amount is required. */
export const AmountRequired: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.amount).toHaveAccessibleDescription(REQUIRED));
    await expect(canvas.getByText(REQUIRED)).toBeVisible();
  },
};

export const AmountNotPositive: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '0', 'The amount must be greater than 0.');
  },
};

export const AmountAboveBalance: Story = {
  play: async ({ canvas }) => {
    await formOf(canvas);
    const { balance } = await api.call('account.standing', {});
    await expectAmountMessage(
      canvas,
      (balance + 0.01).toFixed(2),
      'The amount cannot be greater than your balance.',
    );
  },
};

export const AmountNotInCents: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(
      canvas,
      '10.005',
      'Enter the amount in dollars and cents (at most two decimals).',
    );
  },
};

export const AmountNotANumber: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '12abc', 'Enter a valid amount.');
  },
};

/** LocalBranch with an amount but no branch: the branch is required. */
export const BranchRequired: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.type(form.amount, '20');
    await userEvent.click(form.submit);
    const branch = await canvas.findByLabelText('Branch');
    await waitFor(() => expect(branch).toHaveAccessibleDescription(REQUIRED));
  },
};

/** BalanceTransfer with no receiver: refused in the browser, nothing sent. */
export const ReceiverRequired: Story = {
  parameters: { route: withdrawRoute('BalanceTransfer') },
  play: async ({ canvas, canvasElement }) => {
    const form = await formOf(canvas);
    await userEvent.type(form.amount, '20');
    await userEvent.click(form.submit);
    const receiver = canvas.getByLabelText('Receiver account');
    await waitFor(() => expect(receiver).toHaveAccessibleDescription(REQUIRED));
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** BankTransfer with no bank account chosen: the bank account is required. */
export const BankAccountRequired: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.type(form.amount, '20');
    await userEvent.click(form.submit);
    const account = canvas.getByLabelText('Bank account');
    await waitFor(() => expect(account).toHaveAccessibleDescription(REQUIRED));
  },
};

/** The confirmation: method, amount and the branch the money is collected at. */
export const Confirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const confirm = await confirmBranchWithdrawal(canvas, canvasElement, '150.25');
    await expect(confirm).toHaveTextContent('Local branch');
    await expect(confirm).toHaveTextContent('$150.25');
    await expect(confirm).toHaveTextContent('Piantini · Av. Gustavo Mejía Ricart 102');
    await expect(within(confirm).getByRole('button', { name: 'Send request' })).toBeEnabled();
    await expect(within(confirm).getByRole('button', { name: 'Go back' })).toBeEnabled();
  },
};

const SEND = { name: 'Send request' };
const NOT_FILED =
  'Your withdraw request was not filed, and nothing was reserved from your balance. You can try again.';

/** The request on its way: the confirmation holds, its buttons off, the line beside says so. */
export const Sending: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const confirm = await confirmBranchWithdrawal(canvas, canvasElement);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    const send = within(confirm).getByRole('button', SEND);
    await userEvent.click(send);
    await expect(await within(confirm).findByText('Sending your request…')).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Sending your request…');
    await expect(within(confirm).getByRole('button', { name: 'Go back' })).toBeDisabled();
  },
};

const CHECKED_AMOUNT = 161.75;

/** The answer was lost: the requests are read to find out (held here), and the dialog says so. */
export const Checking: Story = {
  parameters: {
    msw: (() => {
      const parameter = demoApi();
      // Held once the withdrawal is stored: the read before the call still answers.
      const filed = () =>
        mockState(parameter).db.walletRequest.findFirst({
          where: { amount: { equals: CHECKED_AMOUNT } },
        }) !== null;
      parameter.handlers.unshift(holdReads(`*${registry['cashier.listRequests'].path}`, filed));
      return parameter;
    })(),
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    const confirm = await confirmBranchWithdrawal(canvas, canvasElement, String(CHECKED_AMOUNT));
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'answer');
    const send = within(confirm).getByRole('button', SEND);
    await userEvent.click(send);
    await expect(await within(confirm).findByText('Checking your request…')).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Checking your request…');
    await expect(within(confirm).getByRole('button', { name: 'Go back' })).toBeDisabled();
  },
};

/** The answer was lost after the server filed it: found, said once, and on to /account. */
export const FiledAfterLostAnswer: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const confirm = await confirmBranchWithdrawal(canvas, canvasElement, '175.50');
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'answer');
    await userEvent.click(within(confirm).getByRole('button', SEND));
    await expectToast(canvasElement, 'Request has been succesfully created');
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /account' }),
    ).toBeVisible();
    const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
    await expect(open.filter((request) => request.amount === 175.5)).toHaveLength(1);
  },
};

/** The request was lost before the server filed it: not done on the page, the form kept. */
export const NotDone: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const confirm = await confirmBranchWithdrawal(canvas, canvasElement, '175.50');
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'request');
    await userEvent.click(within(confirm).getByRole('button', SEND));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(NOT_FILED);
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText('Branch')).toHaveDisplayValue(/^Piantini/);
    await expect(canvas.getByLabelText('Amount')).toHaveValue('175.50');
    await expect(canvas.getByRole('button', { name: 'Request withdraw' })).toBeEnabled();
    const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
    await expect(open.filter((request) => request.amount === 175.5)).toHaveLength(0);
  },
};

/** Offline: Request withdraw is off and says why; what was typed stays. */
export const Offline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.selectOptions(await canvas.findByLabelText('Branch'), 'Piantini');
    await userEvent.type(form.amount, '175.50');
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    await expect(await canvas.findByText(reason)).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAccessibleDescription(reason);
    await expect(form.amount).toHaveValue('175.50');
    comeBackOnline();
    await waitFor(() => expect(form.submit).toBeEnabled());
    await expect(canvas.getByLabelText('Branch')).toHaveDisplayValue(/^Piantini/);
  },
};

/** Filed: 'Request has been succesfully created', then /account, the request listed open. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    const confirm = await confirmBranchWithdrawal(canvas, canvasElement, '175.50');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send request' }));
    await expectToast(canvasElement, 'Request has been succesfully created');
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /account' }),
    ).toBeVisible();
    const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
    await expect(
      open.some((request) => request.type === 'withdraw' && request.amount === 175.5),
    ).toBe(true);
  },
};

/** The server refuses (no such receiver): its words in a toast and on the page, values kept. */
export const Refused: Story = {
  parameters: { route: withdrawRoute('BalanceTransfer') },
  play: async ({ canvas, canvasElement }) => {
    const form = await formOf(canvas);
    await userEvent.type(canvas.getByLabelText('Receiver account'), 'nobody-here');
    await userEvent.type(form.amount, '30');
    await userEvent.click(form.submit);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send request' }));
    await expectToast(canvasElement, 'The receiver account does not exist.');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your withdraw request was not accepted.');
    await expect(alert).toHaveTextContent('The receiver account does not exist.');
    await expect(canvas.getByLabelText('Receiver account')).toHaveValue('nobody-here');
    await expect(form.amount).toHaveValue('30');
    await expect(form.submit).toBeEnabled();
  },
};

/** Cash is Unavailable in the seed: a notice and the way back to the cashier, no form. */
export const MethodNotAvailable: Story = {
  parameters: { route: withdrawRoute('Cash') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This withdraw method is not available')).toBeVisible();
    await expect(canvas.queryByLabelText('Amount')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to the Cashier' })).toHaveAttribute(
      'href',
      '/cashier',
    );
  },
};

/** A method the cashier does not know: the same notice. */
export const UnknownMethod: Story = {
  parameters: { route: withdrawRoute('Teleport') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This withdraw method is not available')).toBeVisible();
  },
};

/** BankTransfer while bank accounts are off for the customer: it cannot be done here. */
export const BankTransferWithoutBankAccounts: Story = {
  parameters: { route: withdrawRoute('BankTransfer'), msw: demoApi(withoutBankAccounts) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Bank transfers need bank accounts, which are not enabled for your account.',
      ),
    ).toBeVisible();
  },
};

/** The balance and methods load behind a placeholder. */
export const Loading: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the withdraw form')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Amount')).toBeNull();
  },
};

/** The methods cannot load: a notice with Retry, which brings the form. */
export const LoadError: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['cashier.metadata'] = 500;
    }),
  },
  play: async ({ canvas, parameters }) => {
    const notice = await canvas.findByText(
      'The withdraw methods could not be loaded.',
      {},
      { timeout: 15_000 },
    );
    await expect(notice).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByLabelText('Amount')).toBeVisible();
  },
};

/** The Add bank account dialog over a bank transfer. */
async function openBankDialog(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add new bank account' }));
  return body(canvasElement).findByRole('dialog', { name: 'Add bank account' });
}

async function fillBankAccount(dialog: HTMLElement, bank: string, accountNumber: string) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await userEvent.selectOptions(field('Bank'), bank);
  await userEvent.selectOptions(field('Account type'), 'Checking account');
  await userEvent.type(field('Account number'), accountNumber);
  await userEvent.type(field('Account name'), 'Dana Morales');
}

/** Save with nothing filled in: all but the description are required; status starts Active. */
export const BankAccountFieldsRequired: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openBankDialog(canvas, canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const label of ['Bank', 'Account type', 'Account number', 'Account name']) {
      await waitFor(() =>
        expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(REQUIRED),
      );
    }
    await expect(within(dialog).getByLabelText('Status')).toHaveDisplayValue('Active');
    const types = within(within(dialog).getByLabelText('Account type')).getAllByRole('option');
    await expect(types.map((option) => option.textContent)).toEqual([
      'Choose an account type',
      'Savings account',
      'Checking account',
      'Credit / debit card',
    ]);
  },
};

/** Saved: 'Account saved successfully', and the new account is chosen in the form at once. */
export const BankAccountSaved: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openBankDialog(canvas, canvasElement);
    await fillBankAccount(dialog, 'Banco de Reservas', '9600112233');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Account saved successfully');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('Bank account')).toHaveDisplayValue(
      'Banreservas · 9600112233 · Dana Morales',
    );
  },
};

/** Refused (demo already has that account): the exact failure text, the dialog and values kept. */
export const BankAccountRefused: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openBankDialog(canvas, canvasElement);
    await fillBankAccount(dialog, 'Banco Popular Dominicano', '0045219876');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('There was an error saving the bank account');
    await expect(alert).toHaveTextContent('This bank account is already registered.');
    await expect(within(dialog).getByLabelText('Account number')).toHaveValue('0045219876');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The save's answer was lost: the stored accounts are read to find out (held here). */
export const BankAccountChecking: Story = {
  parameters: {
    route: withdrawRoute('BankTransfer'),
    msw: (() => {
      const parameter = demoApi();
      const stored = () =>
        mockState(parameter).db.bankAccount.findFirst({
          where: { accountNumber: { equals: '9600112233' } },
        }) !== null;
      parameter.handlers.unshift(
        holdReads(`*${registry['account.listBankAccounts'].path}`, stored),
      );
      return parameter;
    })(),
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    const dialog = await openBankDialog(canvas, canvasElement);
    await fillBankAccount(dialog, 'Banco de Reservas', '9600112233');
    loseNext(mockState(parameters.msw), 'account.addBankAccount', 'answer');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await within(dialog).findByText('Checking your bank account…')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Checking your bank account…');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The save was lost before the server stored it: not saved, the values kept, with Retry. */
export const BankAccountNotDone: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas, canvasElement, parameters }) => {
    const dialog = await openBankDialog(canvas, canvasElement);
    await fillBankAccount(dialog, 'Banco de Reservas', '9600112233');
    loseNext(mockState(parameters.msw), 'account.addBankAccount', 'request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByRole('alert');
    await expect(notice).toHaveTextContent('The bank account was not saved. You can try again.');
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(dialog).getByLabelText('Account number')).toHaveValue('9600112233');
    await expect(within(dialog).getByLabelText('Account name')).toHaveValue('Dana Morales');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Offline: Save is off and says why; the values stay. */
export const BankAccountOffline: Story = {
  parameters: { route: withdrawRoute('BankTransfer') },
  beforeEach: () => comeBackOnline,
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openBankDialog(canvas, canvasElement);
    await fillBankAccount(dialog, 'Banco de Reservas', '9600112233');
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(await within(dialog).findByText(reason)).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(reason);
    comeBackOnline();
    await waitFor(() => expect(save).toBeEnabled());
    await expect(within(dialog).getByLabelText('Account number')).toHaveValue('9600112233');
  },
};

/** In Spanish: a bank transfer up to its confirmation. */
export const Spanish: Story = {
  globals: { language: 'es' },
  parameters: { route: withdrawRoute('BankTransfer') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Retiro' })).toBeVisible();
    await expect(await canvas.findByLabelText('Método')).toHaveValue('Transferencia bancaria');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar retiro' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Monto')).toHaveAccessibleDescription(
        'Este campo es obligatorio.',
      ),
    );
    await userEvent.type(canvas.getByLabelText('Monto'), '20');
    await userEvent.selectOptions(canvas.getByLabelText('Cuenta bancaria'), POPULAR);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar retiro' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Confirme su retiro',
    });
    await expect(confirm).toHaveTextContent('Transferencia bancaria');
    await expect(confirm).toHaveTextContent(POPULAR);
  },
};

/** A 390 px phone: one column, nothing wider than the screen, the confirmation included. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Branch'), 'Los Prados');
    await expectNoHorizontalOverflow(canvasElement);
    await confirmBranchWithdrawal(canvas, canvasElement);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
