import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delayNext, loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { afterMoneyCall, goOffline, holdReads, moneyCallClock } from '@/test/money-calls.ts';
import { renderRoutes } from '@/test/render.tsx';
import { WithdrawRequestButton } from './withdraw-request-button.tsx';

const OFFLINE = 'You are offline: this needs a connection.';
const NOT_DONE =
  'Your withdraw request was not filed, and nothing was reserved from your balance. You can try again.';

/** demo's withdrawals as the server lists them, and the balance it answers. */
async function ledger() {
  const requests = await api.call('cashier.listRequests', { query: { type: 'withdraw' } });
  const { balance } = await api.call('account.standing', {});
  return { withdrawals: requests.length, balance };
}

/** demo's Withdraw Request dialog, filled in for 150.25 at Piantini. */
async function filledDialog(user = userEvent.setup()) {
  await logInAs('demo');
  const opening = await ledger();
  renderRoutes([{ path: '/', element: <WithdrawRequestButton /> }]);
  await user.click(screen.getByRole('button', { name: 'Request withdraw' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw Request' });
  await user.selectOptions(await within(dialog).findByLabelText('Branch'), 'Piantini');
  await user.type(within(dialog).getByLabelText('Amount'), '150.25');
  const submit = within(dialog).getByRole('button', { name: 'Request withdraw' });
  return { user, dialog, submit, opening };
}

/** Exactly one withdrawal of 150.25 was filed: one more request, its amount reserved. */
async function expectOneFiled(opening: { withdrawals: number; balance: number }) {
  expect(await ledger()).toEqual({
    withdrawals: opening.withdrawals + 1,
    balance: opening.balance - 150.25,
  });
}

/** Holds the reads of the requests list once the withdrawal is stored, so the check can be seen. */
function holdChecks(): () => void {
  return holdReads(
    '*/w/api/cashier/withdraw/request',
    () => !!mock.state.db.walletRequest.findFirst({ where: { amount: { equals: 150.25 } } }),
  );
}

afterEach(afterMoneyCall);

describe('A withdraw request whose answer is lost (issue 24)', () => {
  it('waits 20 s for an answer held back, says it is checking, and ends filed once', async () => {
    const { user, dialog, submit, opening } = await filledDialog(moneyCallClock());
    delayNext(mock.state, 'cashier.createRequest', 10 * MONEY_CALL_TIMEOUT_MS);
    const release = holdChecks();
    await user.click(submit);

    expect(await within(dialog).findByText('Sending your request…')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Sending your request…');
    await act(() => vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS));
    expect(await within(dialog).findByText('Checking your request…')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Checking your request…');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await expectOneFiled(opening);
  });

  it('finds the request filed behind a lost answer and says so', async () => {
    const { user, submit, opening } = await filledDialog();
    loseNext(mock.state, 'cashier.createRequest', 'answer');
    await user.click(submit);
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByText(NOT_DONE)).toBeNull();
    await expectOneFiled(opening);
  });

  it('ends not done when the request was lost: the form stays, and Retry files it once', async () => {
    const { user, dialog, submit, opening } = await filledDialog();
    loseNext(mock.state, 'cashier.createRequest', 'request');
    await user.click(submit);

    expect(await within(dialog).findByText(NOT_DONE)).toBeInTheDocument();
    expect(await ledger()).toEqual(opening);
    expect(within(dialog).getByLabelText('Method')).toHaveValue('LocalBranch');
    expect(within(dialog).getByLabelText('Branch')).toHaveDisplayValue('Piantini');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('150.25');
    expect(screen.queryByText('Request has been succesfully created')).toBeNull();
    expect(submit).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    await expectOneFiled(opening);
  });

  it('sends once however fast the button is pressed twice', async () => {
    const { submit, opening } = await filledDialog();
    let sends = 0;
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST' && pathname === '/w/api/cashier/withdraw/request') sends += 1;
    });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    expect(sends).toBe(1);
    await expectOneFiled(opening);
  });

  it('says nothing more when the session ends during the call (the app goes to /login)', async () => {
    const { user, dialog, submit, opening } = await filledDialog();
    mock.state.scenario.errors['cashier.createRequest'] = 401;
    await user.click(submit);
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText(NOT_DONE)).toBeNull();
    expect(screen.queryByText('Your withdraw request was not accepted.')).toBeNull();
    mock.state.scenario.errors = {};
    expect(await ledger()).toEqual(opening);
  });
});

describe('A withdraw request offline (issue 24)', () => {
  it('turns the button off with the reason and keeps what was typed', async () => {
    const { dialog, submit, opening } = await filledDialog();
    goOffline(true);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE);
    expect(within(dialog).getByText(OFFLINE)).toBeInTheDocument();
    // Nothing is sent offline even if the form is submitted some other way.
    const form = submit.closest('form');
    if (form) fireEvent.submit(form);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await ledger()).toEqual(opening);
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('150.25');

    goOffline(false);
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    expect(submit).not.toHaveAccessibleDescription(OFFLINE);
    expect(within(dialog).getByLabelText('Branch')).toHaveDisplayValue('Piantini');
    expect(await ledger()).toEqual(opening);
  });
});
