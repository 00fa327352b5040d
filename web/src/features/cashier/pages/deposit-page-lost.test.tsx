import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { afterMoneyCall, goOffline, moneyCallClock } from '@/test/money-calls.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { pngFile, withNodeFiles } from '@/test/node-files.ts';
import { controlUploads, ControlledXhr } from '@/test/controlled-xhr.ts';
import DepositPage from './deposit-page.tsx';

withNodeFiles();

const NOT_FILED = 'Your deposit report was not filed. You can try again.';
const OFFLINE = 'You are offline: this needs a connection.';
const LOST_UPLOAD =
  'The photo was not confirmed: the connection dropped or the server did not answer. Try again.';

/** demo's deposit requests, the proofs stored and the balance, as the server holds them. */
async function ledger() {
  const deposits = await api.call('cashier.listRequests', { query: { type: 'deposit' } });
  const { balance } = await api.call('account.standing', {});
  return { deposits, proofs: mock.state.db.document.count(), balance };
}

/** The deposit form filled in: 250.50 to the first bank, with the photo uploaded. */
async function filledForm() {
  await logInAs('demo');
  const opening = await ledger();
  const [bank] = (await api.call('cashier.metadata', {})).banks;
  if (!bank) throw new Error('the seed has banks');
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/cashier/deposit/:id', element: <DepositPage /> },
      { path: '/account', element: <Landmark name="account" /> },
    ],
    { path: '/cashier/deposit/BankTransfer' },
  );
  const amount = await screen.findByLabelText('Amount (minimum $10.00)');
  await user.type(amount, '250.50');
  await user.selectOptions(screen.getByLabelText('Bank account'), bank.bankGuid);
  await user.upload(screen.getByLabelText('Proof of deposit (photo)'), pngFile('receipt.png'));
  expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: 'Report Deposit' });
  return { user, amount, submit, bank, opening };
}

/** One deposit report filed, with its proof attached, and the balance unmoved until approved. */
async function expectOneFiled(opening: Awaited<ReturnType<typeof ledger>>) {
  const now = await ledger();
  const added = now.deposits.filter(
    (request) => !opening.deposits.some((old) => old.guid === request.guid),
  );
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ amount: 250.5, method: 'BankTransfer' });
  expect(added[0]?.imagesUrl).toHaveLength(1);
  expect(now.balance).toBe(opening.balance);
  // The one photo uploaded before the first press: a retry files the report, not the photo again.
  expect(now.proofs).toBe(opening.proofs + 1);
}

afterEach(afterMoneyCall);

describe('A deposit report whose answer is lost (issue 24)', () => {
  it('finds the report filed, attaches the photo to it and goes to /account', async () => {
    const { user, submit, opening } = await filledForm();
    loseNext(mock.state, 'cashier.createRequest', 'answer');
    await user.click(submit);
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    await waitFor(async () => {
      expect((await ledger()).deposits.some((request) => request.imagesUrl.length > 0)).toBe(true);
    });
    await expectOneFiled(opening);
  });

  it('ends not done when the report was lost: the form and the photo stay, Retry files once', async () => {
    const { user, amount, submit, bank, opening } = await filledForm();
    loseNext(mock.state, 'cashier.createRequest', 'request');
    await user.click(submit);

    expect(await screen.findByText(NOT_FILED)).toBeInTheDocument();
    expect((await ledger()).deposits).toHaveLength(opening.deposits.length);
    expect(amount).toHaveValue('250.50');
    expect(screen.getByLabelText('Method')).toHaveValue('BankTransfer');
    expect(screen.getByLabelText('Bank account')).toHaveValue(bank.bankGuid);
    expect(screen.getByText('Photo Uploaded')).toBeInTheDocument();
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    expect(screen.queryByText('landed on account')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    await expectOneFiled(opening);
  });

  it('tells a lost upload apart from a refused one, and uploads again on Retry', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    renderRoutes([{ path: '/cashier/deposit/:id', element: <DepositPage /> }], {
      path: '/cashier/deposit/BankTransfer',
    });
    const proof = await screen.findByLabelText('Proof of deposit (photo)');
    loseNext(mock.state, 'files.saveDocument', 'answer');
    await user.upload(proof, pngFile('receipt.png'));
    expect(await screen.findByText('The photo could not be uploaded.')).toBeInTheDocument();
    expect(screen.getByText(LOST_UPLOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
  });

  it('gives up on an upload whose answer does not come 20 s after the photo is sent', async () => {
    await logInAs('demo');
    controlUploads();
    const user = moneyCallClock();
    renderRoutes([{ path: '/cashier/deposit/:id', element: <DepositPage /> }], {
      path: '/cashier/deposit/BankTransfer',
    });
    await user.upload(await screen.findByLabelText('Proof of deposit (photo)'), pngFile('a.png'));
    const xhr = ControlledXhr.sent[0];
    if (!xhr) throw new Error('the photo was not sent');
    // A slow connection may take its time to send the photo: no timeout while it goes.
    act(() => {
      xhr.progress(40, 100);
    });
    await act(() => vi.advanceTimersByTimeAsync(2 * MONEY_CALL_TIMEOUT_MS));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => {
      xhr.upload.dispatchEvent(new ProgressEvent('load'));
    });
    await act(() => vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS));
    expect(await screen.findByText('The photo could not be uploaded.')).toBeInTheDocument();
    expect(screen.getByText(LOST_UPLOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload' })).toBeEnabled();
  });

  it('is off offline, with the reason, and keeps the form', async () => {
    const { amount, submit, opening } = await filledForm();
    goOffline(true);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE);
    goOffline(false);
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    expect(amount).toHaveValue('250.50');
    expect(screen.getByText('Photo Uploaded')).toBeInTheDocument();
    expect((await ledger()).deposits).toHaveLength(opening.deposits.length);
  });
});
