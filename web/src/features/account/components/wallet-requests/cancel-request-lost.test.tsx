import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delayNext, loseNext } from '@sportsbook/mock-server/msw';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { afterMoneyCall, goOffline, holdReads, moneyCallClock } from '@/test/money-calls.ts';
import { renderRoutes } from '@/test/render.tsx';
import { WalletRequests } from './wallet-requests.tsx';

const NOT_DONE = 'The request was not cancelled: it is still pending. You can try again.';
const OFFLINE = 'You are offline: this needs a connection.';

/** Whether the request is still listed (cancelled ones never are), and the balance answered. */
async function ledger(guid: string) {
  const listed = await api.call('cashier.listRequests', { query: {} });
  const { balance } = await api.call('account.standing', {});
  return { listed: listed.some((request) => request.guid === guid), balance };
}

/** demo's open withdrawal, its cancel confirmation open. */
async function confirming(user = userEvent.setup()) {
  await logInAs('demo');
  const [request] = await api.call('cashier.openRequests', { query: { isClosed: false } });
  if (request?.type !== 'withdraw') throw new Error('demo has no open withdrawal first');
  const opening = await ledger(request.guid);
  renderRoutes([{ path: '/', element: <WalletRequests /> }]);
  await user.click(
    await screen.findByRole('button', {
      name: `Cancel Withdraw request 1 of ${formatMoney(request.amount, 'en')}`,
    }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel request' });
  const yes = within(dialog).getByRole('button', { name: 'Yes, cancel it' });
  return { user, dialog, yes, request, opening };
}

/** Cancelled once: gone from the lists, its reservation given back. */
async function expectCancelled(request: WalletRequest, opening: { balance: number }) {
  expect(await ledger(request.guid)).toEqual({
    listed: false,
    balance: opening.balance + request.amount,
  });
}

afterEach(afterMoneyCall);

describe('Cancelling a request when the answer is lost (issue 24)', () => {
  it('waits 20 s, says it is checking, reads the request and ends cancelled', async () => {
    const { user, dialog, yes, request, opening } = await confirming(moneyCallClock());
    delayNext(mock.state, 'cashier.cancelRequest', 10 * MONEY_CALL_TIMEOUT_MS);
    const release = holdReads('*/w/api/cashier/withdraw/request');
    await user.click(yes);

    expect(await within(dialog).findByText('Cancelling the request…')).toBeInTheDocument();
    expect(yes).toHaveAccessibleDescription('Cancelling the request…');
    await act(() => vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS));
    expect(await within(dialog).findByText('Checking your cancellation…')).toBeInTheDocument();
    expect(yes).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toBeDisabled();
    release();

    expect(await screen.findByText('Cancelation Sucessful')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    await expectCancelled(request, opening);
  });

  it('finds the request cancelled behind a lost answer', async () => {
    const { user, yes, request, opening } = await confirming();
    loseNext(mock.state, 'cashier.cancelRequest', 'answer');
    await user.click(yes);
    expect(await screen.findByText('Cancelation Sucessful')).toBeInTheDocument();
    expect(screen.queryByText('An Errror has occur')).toBeNull();
    await expectCancelled(request, opening);
  });

  it('ends not done when the request was lost: the question stays, and Retry cancels once', async () => {
    const { user, dialog, yes, request, opening } = await confirming();
    loseNext(mock.state, 'cashier.cancelRequest', 'request');
    await user.click(yes);

    expect(await within(dialog).findByText(NOT_DONE)).toBeInTheDocument();
    expect(await ledger(request.guid)).toEqual(opening);
    expect(screen.queryByText('Cancelation Sucessful')).toBeNull();
    expect(yes).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cancelation Sucessful')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    await expectCancelled(request, opening);
  });

  it('sends once however fast Yes is pressed twice', async () => {
    const { yes, request, opening } = await confirming();
    let sends = 0;
    server.events.on('request:start', ({ request: sent }) => {
      if (sent.method === 'DELETE') sends += 1;
    });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Cancelation Sucessful')).toBeInTheDocument();
    expect(sends).toBe(1);
    await expectCancelled(request, opening);
  });

  it('is off offline, with the reason', async () => {
    const { yes, request, opening } = await confirming();
    goOffline(true);
    expect(yes).toBeDisabled();
    expect(yes).toHaveAccessibleDescription(OFFLINE);
    goOffline(false);
    await waitFor(() => {
      expect(yes).toBeEnabled();
    });
    expect(await ledger(request.guid)).toEqual(opening);
  });
});
