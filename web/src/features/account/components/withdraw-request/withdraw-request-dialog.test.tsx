import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { WithdrawRequestButton } from './withdraw-request-button.tsx';

const DEMO = PERSONAS.demo.userId;

/** Moves demo's balance (1,000.00 as seeded) by `delta`, as a bet or a credit elsewhere would. */
function shiftBalance(delta: number) {
  const user = mock.state.db.user.findFirst({ where: { userId: { equals: DEMO } } });
  mock.state.db.user.update({
    where: { userId: { equals: DEMO } },
    data: { openingBalance: (user?.openingBalance ?? 0) + delta },
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <WithdrawRequestButton /> }]);
  await user.click(screen.getByRole('button', { name: 'Request withdraw' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw Request' });
  await within(dialog).findByLabelText('Amount');
  const submit = within(dialog).getByRole('button', { name: 'Request withdraw' });
  return { user, dialog, submit };
}

const openWithdrawals = async () =>
  (await api.call('cashier.openRequests', { query: { isClosed: false } })).filter(
    (request) => request.type === 'withdraw',
  );

describe('WithdrawRequestDialog', () => {
  it('shows the maximum allowed and offers only the methods it can file', async () => {
    await logInAs('demo');
    const { dialog } = await openDialog();
    expect(within(dialog).getByTestId('withdraw-maximum')).toHaveTextContent('$995.00');
    const method = within(dialog).getByLabelText('Method');
    expect(method).toHaveValue('LocalBranch');
    const option = (name: string) => within(method).getByRole('option', { name });
    expect(option('Local branch')).toBeEnabled();
    expect(option('Cash (unavailable)')).toBeDisabled();
    expect(option('Balance transfer (at the Cashier)')).toBeDisabled();
    expect(option('Bank transfer (at the Cashier)')).toBeDisabled();
    expect(
      within(dialog).getByRole('link', { name: 'Bank transfer at the Cashier' }),
    ).toHaveAttribute('href', '/cashier/withdraw/BankTransfer');
    expect(within(dialog).getByText('Amount must be great than $5.00')).toBeInTheDocument();
  });

  it('says so when no withdraw method is active', async () => {
    mock.state.db.paymentMethod.updateMany({
      where: { direction: { equals: 'withdraw' } },
      data: { status: 'Unavailable' },
    });
    await logInAs('demo');
    const { dialog, submit } = await openDialog();
    expect(within(dialog).getByText('No withdraw method is available right now.')).toBeVisible();
    expect(within(dialog).getByLabelText('Method')).toBeDisabled();
    expect(within(dialog).queryByLabelText('Branch')).toBeNull();
    expect(submit).toBeDisabled();
  });

  it('groups the branches by zone and shows the chosen one with its address and map link', async () => {
    await logInAs('demo');
    const { user, dialog } = await openDialog();
    const branch = await within(dialog).findByLabelText('Branch');
    const zones = within(branch).getAllByRole('group');
    expect(zones.map((zone) => zone.getAttribute('label'))).toEqual([
      'Santo Domingo',
      'Santiago',
      'Este',
    ]);
    await user.selectOptions(
      branch,
      within(zones[0] ?? branch).getByRole('option', { name: 'Naco' }),
    );
    expect(within(dialog).getByText('Av. Tiradentes 34, Naco, Santo Domingo')).toBeInTheDocument();
    const map = within(dialog).getByRole('link', { name: /See Naco on the map/ });
    expect(map).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google\.com\/maps/));
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says what is wrong with each field', async () => {
    await logInAs('demo');
    const { user, dialog, submit } = await openDialog();
    const amount = within(dialog).getByLabelText('Amount');
    await user.click(submit);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('This field is required.');
    // The contract checks the branch once the amount is right.
    await user.type(amount, '20');
    await user.click(submit);
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Branch')).toHaveAccessibleDescription(
        'This field is required.',
      );
    });

    const expectMessage = async (typed: string, message: string) => {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAccessibleDescription(message);
    };
    await expectMessage('4.99', 'Amount must be great than $5.00');
    await expectMessage('995.01', 'The amount is above the maximum you can withdraw.');
    await expectMessage('10.005', 'Enter the amount in dollars and cents (at most two decimals).');
    await expectMessage('12abc', 'Enter a valid amount.');
    expect(await openWithdrawals()).toHaveLength(1); // nothing filed
  });

  it('refuses an amount above maxAmount when the balance would allow it', async () => {
    shiftBalance(9000);
    await logInAs('demo');
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByTestId('withdraw-maximum')).toHaveTextContent('$9,995.00');
    await user.type(within(dialog).getByLabelText('Amount'), '5000.01');
    await user.tab();
    expect(
      await within(dialog).findByText('The amount is above the maximum allowed.'),
    ).toBeInTheDocument();
  });

  it('allows nothing when the balance does not exceed minAmount', async () => {
    shiftBalance(-997);
    await logInAs('demo');
    const { dialog, submit } = await openDialog();
    expect(within(dialog).getByTestId('withdraw-maximum')).toHaveTextContent('$0.00');
    expect(
      within(dialog).getByText(
        'You cannot withdraw now: your balance has to stay above the minimum amount of $5.00.',
      ),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('files a LocalBranch withdrawal once, closes and says so', async () => {
    await logInAs('demo');
    const { user, dialog, submit } = await openDialog();
    await user.selectOptions(await within(dialog).findByLabelText('Branch'), 'Piantini');
    await user.type(within(dialog).getByLabelText('Amount'), '150.25');
    await user.dblClick(submit);
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const filed = await openWithdrawals();
    expect(filed).toHaveLength(2);
    expect(filed[0]).toMatchObject({
      amount: 150.25,
      method: 'LocalBranch',
      requestState: 'Pending',
    });
  });

  it('shows a refusal in a toast and in the dialog, keeping the values', async () => {
    await logInAs('demo');
    const { user, dialog, submit } = await openDialog();
    await user.selectOptions(await within(dialog).findByLabelText('Branch'), 'Bávaro');
    await user.type(within(dialog).getByLabelText('Amount'), '900');
    shiftBalance(-800); // a bet elsewhere: the server's maximum is now 195.00
    await user.click(submit);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your withdraw request was not accepted.');
    expect(alert).toHaveTextContent(
      /The amount exceeds the maximum you can withdraw \(\$?195\.00\)/,
    );
    expect(screen.getAllByText('Your withdraw request was not accepted.')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('900');
    expect(within(dialog).getByLabelText('Branch')).toHaveDisplayValue('Bávaro');
    expect(submit).toBeEnabled();
  });
});
