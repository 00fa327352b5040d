import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import CashierPage from './cashier-page.tsx';
import DepositInfoPage from './deposit-info-page.tsx';

const renderCashier = (path = '/cashier') =>
  renderRoutes(
    [
      { path: '/cashier', element: <CashierPage /> },
      { path: '/cashier/deposit-info/:id', element: <DepositInfoPage /> },
      { path: '/cashier/deposit/:id', element: <Landmark name="deposit form" /> },
      { path: '/cashier/withdraw/:id', element: <Landmark name="withdraw form" /> },
    ],
    { path },
  );

describe('CashierPage', () => {
  it('lists the deposit methods and marks the unavailable one, which leads nowhere', async () => {
    await logInAs('demo');
    renderCashier();
    const cash = (await screen.findByRole('heading', { name: 'Cash deposit' })).closest('li');
    expect(cash).toHaveAttribute('aria-disabled', 'true');
    expect(within(cash ?? document.body).getByText('Unavailable')).toBeInTheDocument();
    expect(within(cash ?? document.body).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit by Bank transfer' })).toHaveAttribute(
      'href',
      '/cashier/deposit-info/BankTransfer',
    );
  });

  it('offers Request Withdraw per method and the account PIN for instant cash', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    renderCashier();
    await user.click(await screen.findByRole('tab', { name: 'Withdraws' }));
    expect(
      await screen.findByRole('link', { name: 'Request Withdraw by Local branch' }),
    ).toHaveAttribute('href', '/cashier/withdraw/LocalBranch');
    await user.click(screen.getByRole('button', { name: 'Show Account PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account PIN' });
    expect(await within(dialog).findByText('4821')).toBeInTheDocument();
  });

  it('opens on the Withdraws tab from the address', async () => {
    await logInAs('demo');
    renderCashier('/cashier?tab=withdraws');
    expect(await screen.findByRole('tab', { name: 'Withdraws', selected: true })).toBeVisible();
  });

  it('says so and offers a retry when the cashier cannot load', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    mock.state.scenario.errors['cashier.metadata'] = 503;
    renderCashier();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The cashier could not be loaded.')).toBeInTheDocument();
    mock.state.scenario.errors = {};
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Bank transfer' })).toBeInTheDocument();
  });
});

describe('DepositInfoPage', () => {
  it('reveals the chosen bank, copies its details and reports the deposit with that bank', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const { banks } = await api.call('cashier.metadata', {});
    const bank = banks[0];
    if (!bank) throw new Error('no banks');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCashier('/cashier/deposit-info/BankTransfer');

    await user.click(await screen.findByRole('radio', { name: bank.bankFullName }));
    const details = await screen.findByRole('region', { name: bank.bankFullName });
    expect(within(details).getByText(bank.accountNo)).toBeInTheDocument();
    expect(within(details).getByText(bank.accountName)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith(bank.accountNo);
    expect(await screen.findByText('Text copied')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Report Deposit' })).toHaveAttribute(
      'href',
      `/cashier/deposit/BankTransfer?bank=${bank.bankGuid}`,
    );
  });

  it('refuses a method the cashier does not offer', async () => {
    await logInAs('demo');
    renderCashier('/cashier/deposit-info/Cash');
    expect(await screen.findByText('This method is not available right now.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the Cashier' }).length).toBeGreaterThan(0);
  });
});
