import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delayNext, loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { afterMoneyCall, goOffline, holdReads, moneyCallClock } from '@/test/money-calls.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { findModal } from '@/test/shell.ts';
import WithdrawPage from './withdraw-page.tsx';

const OFFLINE = 'You are offline: this needs a connection.';
const NOT_FILED =
  'Your withdraw request was not filed, and nothing was reserved from your balance. You can try again.';
const NOT_SAVED = 'The bank account was not saved. You can try again.';

/** What the server holds: demo's withdrawals, stored bank accounts and balance. */
async function ledger() {
  const withdrawals = await api.call('cashier.listRequests', { query: { type: 'withdraw' } });
  const accounts = await api.call('account.listBankAccounts', {});
  const { balance } = await api.call('account.standing', {});
  return { withdrawals: withdrawals.length, accounts: accounts.length, balance };
}

async function openPage(method: string, user = userEvent.setup()) {
  await logInAs('demo');
  const opening = await ledger();
  renderRoutes(
    [
      { path: '/cashier/withdraw/:id', element: <WithdrawPage /> },
      { path: '/account', element: <Landmark name="account" /> },
    ],
    { path: `/cashier/withdraw/${method}` },
  );
  await screen.findByRole('heading', { level: 1, name: 'Withdraw' });
  return { user, opening };
}

/** A LocalBranch withdrawal of 80.40 at Naco, confirmed up to the Send request button. */
async function confirmingWithdrawal(user = userEvent.setup()) {
  const page = await openPage('LocalBranch', user);
  await user.selectOptions(await screen.findByLabelText('Branch'), 'Naco');
  await user.type(screen.getByLabelText('Amount'), '80.40');
  await user.click(screen.getByRole('button', { name: 'Request withdraw' }));
  const confirm = await findModal('alertdialog', 'Confirm your withdrawal');
  return { ...page, confirm, send: within(confirm).getByRole('button', { name: 'Send request' }) };
}

const filed = (opening: Awaited<ReturnType<typeof ledger>>) => ({
  ...opening,
  withdrawals: opening.withdrawals + 1,
  balance: opening.balance - 80.4,
});

afterEach(afterMoneyCall);

describe('A withdrawal whose answer is lost (issue 24)', () => {
  it('waits 20 s, says it is checking, finds it filed and goes to /account', async () => {
    const { user, confirm, send, opening } = await confirmingWithdrawal(moneyCallClock());
    delayNext(mock.state, 'cashier.createRequest', 10 * MONEY_CALL_TIMEOUT_MS);
    const release = holdReads(
      '*/w/api/cashier/withdraw/request',
      () => !!mock.state.db.walletRequest.findFirst({ where: { amount: { equals: 80.4 } } }),
    );
    await user.click(send);

    expect(await within(confirm).findByText('Sending your request…')).toBeInTheDocument();
    expect(send).toHaveAccessibleDescription('Sending your request…');
    await act(() => vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS));
    expect(await within(confirm).findByText('Checking your request…')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toBeDisabled();
    release();

    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    expect(await ledger()).toEqual(filed(opening));
  });

  it('finds it filed behind a lost answer', async () => {
    const { user, send, opening } = await confirmingWithdrawal();
    loseNext(mock.state, 'cashier.createRequest', 'answer');
    await user.click(send);
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    expect(await ledger()).toEqual(filed(opening));
  });

  it('ends not done when the request was lost: the form stays; Retry confirms and files once', async () => {
    const { user, send, opening } = await confirmingWithdrawal();
    loseNext(mock.state, 'cashier.createRequest', 'request');
    await user.click(send);

    expect(await screen.findByText(NOT_FILED)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(await ledger()).toEqual(opening);
    expect(screen.getByLabelText('Branch')).toHaveDisplayValue('Naco');
    expect(screen.getByLabelText('Amount')).toHaveValue('80.40');
    expect(screen.getByLabelText('Method')).toHaveValue('Local branch');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const again = await findModal('alertdialog', 'Confirm your withdrawal');
    expect(again).toHaveTextContent('$80.40');
    await user.click(within(again).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(await ledger()).toEqual(filed(opening));
  });

  it('sends once however fast Send request is pressed twice', async () => {
    const { send, opening } = await confirmingWithdrawal();
    let sends = 0;
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST' && pathname === '/w/api/cashier/withdraw/request') sends += 1;
    });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(sends).toBe(1);
    expect(await ledger()).toEqual(filed(opening));
  });

  it('is off offline, on the page and in the confirmation, with the reason', async () => {
    const { send, opening } = await confirmingWithdrawal();
    goOffline(true);
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(OFFLINE);
    goOffline(false);
    await waitFor(() => {
      expect(send).toBeEnabled();
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    goOffline(true);
    const submit = screen.getByRole('button', { name: 'Request withdraw' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE);
    expect(screen.getByLabelText('Amount')).toHaveValue('80.40');
    expect(await ledger()).toEqual(opening);
  });
});

describe('A bank account whose answer is lost (issue 24)', () => {
  /** The Add bank account dialog, filled in for Banreservas 9600112233. */
  async function filledDialog() {
    const page = await openPage('BankTransfer');
    const { user } = page;
    await user.click(await screen.findByRole('button', { name: 'Add new bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'Banco de Reservas');
    await user.selectOptions(within(dialog).getByLabelText('Account type'), 'Checking account');
    await user.type(within(dialog).getByLabelText('Account number'), '9600112233');
    await user.type(within(dialog).getByLabelText('Account name'), 'Dana Morales');
    return { ...page, dialog, save: within(dialog).getByRole('button', { name: 'Save' }) };
  }

  it('finds the account stored behind a lost answer, says so and selects it', async () => {
    const { user, save, opening } = await filledDialog();
    loseNext(mock.state, 'account.addBankAccount', 'answer');
    await user.click(save);
    expect(await screen.findByText('Account saved successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByLabelText('Bank account')).toHaveDisplayValue(
      'Banreservas · 9600112233 · Dana Morales',
    );
    expect(await ledger()).toEqual({ ...opening, accounts: opening.accounts + 1 });
  });

  it('ends not done when the request was lost: the values stay, and Retry saves once', async () => {
    const { user, dialog, save, opening } = await filledDialog();
    loseNext(mock.state, 'account.addBankAccount', 'request');
    await user.click(save);
    expect(await within(dialog).findByText(NOT_SAVED)).toBeInTheDocument();
    expect(await ledger()).toEqual(opening);
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('9600112233');
    expect(within(dialog).getByLabelText('Account name')).toHaveValue('Dana Morales');

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Account saved successfully')).toBeInTheDocument();
    expect(await ledger()).toEqual({ ...opening, accounts: opening.accounts + 1 });
  });

  it('saves once however fast Save is pressed twice, and is off offline with the reason', async () => {
    const { save, opening } = await filledDialog();
    goOffline(true);
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(OFFLINE);
    goOffline(false);
    await waitFor(() => {
      expect(save).toBeEnabled();
    });
    let sends = 0;
    server.events.on('request:start', ({ request }) => {
      if (
        request.method === 'POST' &&
        new URL(request.url).pathname === '/w/api/account/bank-account'
      )
        sends += 1;
    });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Account saved successfully')).toBeInTheDocument();
    expect(sends).toBe(1);
    expect(await ledger()).toEqual({ ...opening, accounts: opening.accounts + 1 });
  });
});
