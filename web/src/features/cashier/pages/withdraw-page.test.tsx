import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import WithdrawPage from './withdraw-page.tsx';

const DEMO = PERSONAS.demo.userId;

function demoSettings(change: { allowBankAccount: boolean }) {
  const user = mock.state.db.user.findFirst({ where: { userId: { equals: DEMO } } });
  if (!user) throw new Error('no demo user');
  mock.state.db.user.update({
    where: { userId: { equals: DEMO } },
    data: { settings: { ...user.settings, ...change } },
  });
}

async function openPage(method: string) {
  await logInAs('demo');
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/cashier/withdraw/:id', element: <WithdrawPage /> },
      { path: '/account', element: <Landmark name="account" /> },
      { path: '/cashier', element: <Landmark name="cashier" /> },
    ],
    { path: `/cashier/withdraw/${method}` },
  );
  await screen.findByRole('heading', { level: 1, name: 'Withdraw' });
  return { user, submit: () => screen.findByRole('button', { name: 'Request withdraw' }) };
}

const openWithdrawals = async () =>
  (await api.call('cashier.openRequests', { query: { isClosed: false } })).filter(
    (request) => request.type === 'withdraw',
  );

const money = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

describe('WithdrawPage', () => {
  it('shows the available balance and the method it is locked to', async () => {
    await openPage('LocalBranch');
    const { balance } = await api.call('account.standing', {});
    expect(await screen.findByTestId('available-balance')).toHaveTextContent(money(balance));
    const method = screen.getByLabelText('Method');
    expect(method).toHaveValue('Local branch');
    expect(method).toHaveAttribute('readonly');
    expect(await screen.findByLabelText('Branch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Receiver account')).toBeNull();
    expect(screen.getByLabelText('Bank account')).toHaveAccessibleDescription(
      'Optional for this method.',
    );
  });

  it.each([['Cash'], ['Nonsense']])(
    'says %s is not available and leads back to the cashier',
    async (method) => {
      const { user } = await openPage(method);
      expect(await screen.findByText('This withdraw method is not available')).toBeInTheDocument();
      expect(screen.queryByLabelText('Amount')).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Go to the Cashier' }));
      expect(await screen.findByText('landed on cashier')).toBeInTheDocument();
    },
  );

  it('says bank transfers need bank accounts when they are off, and hides the bank account', async () => {
    demoSettings({ allowBankAccount: false });
    await openPage('BankTransfer');
    expect(
      await screen.findByText(
        'Bank transfers need bank accounts, which are not enabled for your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Bank account')).toBeNull();
  });

  it('asks for no bank account when bank accounts are off', async () => {
    demoSettings({ allowBankAccount: false });
    await openPage('LocalBranch');
    await screen.findByLabelText('Amount');
    expect(screen.queryByLabelText('Bank account')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add new bank account' })).toBeNull();
  });

  it('says what is wrong with the amount', async () => {
    const { user, submit } = await openPage('LocalBranch');
    const amount = await screen.findByLabelText('Amount');
    await user.click(await submit());
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription('This field is required.');
    });
    const expectMessage = async (typed: string, message: string) => {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.tab();
      await waitFor(() => {
        expect(amount).toHaveAccessibleDescription(message);
      });
    };
    const { balance } = await api.call('account.standing', {});
    await expectMessage('0', 'The amount must be greater than 0.');
    await expectMessage(String(balance + 0.01), 'The amount cannot be greater than your balance.');
    await expectMessage('10.005', 'Enter the amount in dollars and cents (at most two decimals).');
    await expectMessage('12abc', 'Enter a valid amount.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('files a LocalBranch withdrawal after the confirmation, once, and goes to /account', async () => {
    const { user, submit } = await openPage('LocalBranch');
    const before = (await openWithdrawals()).length;
    await user.type(await screen.findByLabelText('Amount'), '150.25');
    await user.click(await submit());
    const branch = screen.getByLabelText('Branch');
    await waitFor(() => {
      expect(branch).toHaveAccessibleDescription('This field is required.');
    });
    await user.selectOptions(branch, 'Piantini');
    await user.click(await submit());

    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm your withdrawal' });
    expect(confirm).toHaveTextContent('Local branch');
    expect(confirm).toHaveTextContent('$150.25');
    expect(confirm).toHaveTextContent('Piantini · Av. Gustavo Mejía Ricart 102');
    await user.dblClick(within(confirm).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    const filed = await openWithdrawals();
    expect(filed).toHaveLength(before + 1);
    expect(filed[0]).toMatchObject({ amount: 150.25, method: 'LocalBranch' });
    const stored = mock.state.db.walletRequest.findFirst({
      where: { guid: { equals: filed[0]?.guid ?? '' } },
    });
    const piantini = mock.state.db.branch.findFirst({ where: { name: { equals: 'Piantini' } } });
    expect(stored?.branchGuid).toBe(piantini?.guid);
  });

  it('holds the confirmation while the request is on its way', async () => {
    const { user, submit } = await openPage('LocalBranch');
    await user.selectOptions(await screen.findByLabelText('Branch'), 'Naco');
    await user.type(screen.getByLabelText('Amount'), '35');
    await user.click(await submit());
    const confirm = await screen.findByRole('alertdialog');
    mock.state.scenario.latencyMs = 1500;
    await user.click(within(confirm).getByRole('button', { name: 'Send request' }));
    expect(within(confirm).getByText('Sending your request…')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: /Send request/ })).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
  });

  it('goes back from the confirmation without filing anything', async () => {
    const { user, submit } = await openPage('LocalBranch');
    await user.selectOptions(await screen.findByLabelText('Branch'), 'Naco');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(await submit());
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(screen.getByLabelText('Amount')).toHaveValue('20');
    expect(mock.state.db.walletRequest.findMany({ where: { amount: { equals: 20 } } })).toEqual([]);
  });

  it('requires the receiver of a balance transfer and sends the account name typed', async () => {
    const { user, submit } = await openPage('BalanceTransfer');
    const receiver = await screen.findByLabelText('Receiver account');
    expect(receiver).toHaveValue('');
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(await submit());
    await waitFor(() => {
      expect(receiver).toHaveAccessibleDescription('This field is required.');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(receiver, 'newbie');
    await user.click(await submit());
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Receiver account');
    expect(confirm).toHaveTextContent('newbie');
    await user.click(within(confirm).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    const stored = mock.state.db.walletRequest.findFirst({
      where: { method: { equals: 'BalanceTransfer' }, amount: { equals: 25 } },
    });
    expect(stored?.receiverId).toBe('newbie');
  });

  it("shows the server's refusal in a toast and on the page, keeping the values", async () => {
    const { user, submit } = await openPage('BalanceTransfer');
    await user.type(await screen.findByLabelText('Receiver account'), 'nobody-here');
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(await submit());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send request' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your withdraw request was not accepted.');
    expect(alert).toHaveTextContent('The receiver account does not exist.');
    expect(screen.getAllByText('Your withdraw request was not accepted.')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Receiver account')).toHaveValue('nobody-here');
    expect(screen.getByLabelText('Amount')).toHaveValue('30');
    expect(screen.queryByText('landed on account')).toBeNull();
  });

  it('requires a bank account for a bank transfer and sends its token', async () => {
    const { user, submit } = await openPage('BankTransfer');
    const account = await screen.findByLabelText('Bank account');
    await user.type(screen.getByLabelText('Amount'), '40');
    await user.click(await submit());
    await waitFor(() => {
      expect(account).toHaveAccessibleDescription('This field is required.');
    });
    const options = within(account).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a bank account',
      'Popular · 0045219876 · Dana Morales',
      'BHD · 2210098123 · Dana Morales',
    ]);
    await user.selectOptions(account, 'BHD · 2210098123 · Dana Morales');
    await user.click(await submit());
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('BHD · 2210098123 · Dana Morales');
    await user.click(within(confirm).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    const bhd = mock.state.db.bankAccount.findFirst({
      where: { accountNumber: { equals: '2210098123' } },
    });
    const stored = mock.state.db.walletRequest.findFirst({
      where: { method: { equals: 'BankTransfer' }, amount: { equals: 40 } },
    });
    expect(stored?.bankAccountToken).toBe(bhd?.accountToken);
  });
});

describe('Add bank account dialog', () => {
  async function openDialog() {
    const page = await openPage('BankTransfer');
    await page.user.click(await screen.findByRole('button', { name: 'Add new bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    return { ...page, dialog };
  }

  it('requires all but the description', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      for (const label of ['Bank', 'Account type', 'Account number', 'Account name']) {
        expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
          'This field is required.',
        );
      }
    });
    expect(within(dialog).getByLabelText('Description (optional)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Active');
    const types = within(within(dialog).getByLabelText('Account type')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Choose an account type',
      'Savings account',
      'Checking account',
      'Credit / debit card',
    ]);
  });

  it('saves the account, says so, and selects it at once', async () => {
    const { user, dialog, submit } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'Banco de Reservas');
    await user.selectOptions(within(dialog).getByLabelText('Account type'), 'Checking account');
    await user.type(within(dialog).getByLabelText('Account number'), '9600112233');
    await user.type(within(dialog).getByLabelText('Account name'), 'Dana Morales');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Salary');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account saved successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const account = screen.getByLabelText('Bank account');
    expect(account).toHaveDisplayValue('Banreservas · 9600112233 · Dana Morales');
    const stored = mock.state.db.bankAccount.findFirst({
      where: { accountNumber: { equals: '9600112233' } },
    });
    expect(stored).toMatchObject({
      accountType: 'CheckingAccount',
      accountDescription: 'Salary',
      status: 'Active',
    });

    await user.type(screen.getByLabelText('Amount'), '60');
    await user.click(await submit());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send request' }),
    );
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    const filed = mock.state.db.walletRequest.findFirst({ where: { amount: { equals: 60 } } });
    expect(filed?.bankAccountToken).toBe(stored?.accountToken);
  });

  it('says there was an error, keeping the dialog and its values', async () => {
    const { user, dialog } = await openDialog();
    // demo already has this account at Popular: the server answers 409.
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'Banco Popular Dominicano');
    await user.selectOptions(within(dialog).getByLabelText('Account type'), 'Savings account');
    await user.type(within(dialog).getByLabelText('Account number'), '0045219876');
    await user.type(within(dialog).getByLabelText('Account name'), 'Dana Morales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There was an error saving the bank account');
    expect(alert).toHaveTextContent('This bank account is already registered.');
    expect(screen.getAllByText('There was an error saving the bank account')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('0045219876');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
