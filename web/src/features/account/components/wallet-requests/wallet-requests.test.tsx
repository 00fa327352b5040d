import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { WalletRequests } from './wallet-requests.tsx';

const money = (amount: number) => formatMoney(amount, 'en');
const renderSection = () => renderRoutes([{ path: '/', element: <WalletRequests /> }]);
const requests = (isClosed: boolean) => api.call('cashier.openRequests', { query: { isClosed } });
const bodyRows = (table: HTMLElement) => {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body).getAllByRole('row');
};

/** demo's open withdrawal (the first row, newest first) and its Cancel button. */
async function openWithdrawal(): Promise<{ request: WalletRequest; cancel: HTMLElement }> {
  const [request] = await requests(false);
  if (request?.type !== 'withdraw') throw new Error('demo has no open withdrawal first');
  const cancel = await screen.findByRole('button', {
    name: `Cancel Withdraw request 1 of ${money(request.amount)}`,
  });
  return { request, cancel };
}

describe('WalletRequests', () => {
  it('lists the open requests by default with their state, and the closed ones on request', async () => {
    await logInAs('demo');
    const [open, closed] = [await requests(false), await requests(true)];
    const user = userEvent.setup();
    renderSection();

    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(bodyRows(table)).toHaveLength(open.length);
    for (const [index, request] of open.entries()) {
      const row = bodyRows(table)[index];
      expect(row).toHaveTextContent(money(request.amount));
      expect(within(row ?? table).getByText('Pending')).toHaveAttribute('data-state', 'Pending');
    }
    expect(within(table).getAllByRole('button', { name: /^Cancel / })).toHaveLength(open.length);

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const closedTable = await screen.findByRole('table', { name: 'Wallet transactions' });
    await waitFor(() => {
      expect(bodyRows(closedTable)).toHaveLength(closed.length);
    });
    expect(within(closedTable).getAllByText('Approved').length).toBeGreaterThan(0);
    expect(within(closedTable).getByText('Declined')).toHaveAttribute('data-state', 'Declined');
    const authorized = closed.find((request) => request.authorizationNumber);
    expect(
      within(closedTable).getByText(`Auth. ${authorized?.authorizationNumber ?? ''}`),
    ).toBeInTheDocument();
    expect(within(closedTable).queryByRole('button', { name: /^Cancel / })).toBeNull();
  });

  it('says when there are no open or closed requests (basic has none)', async () => {
    await logInAs('basic');
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('You have no open requests.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByText('You have no closed requests.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry that brings the list', async () => {
    await logInAs('demo');
    mock.state.scenario.errors['cashier.openRequests'] = 403;
    const user = userEvent.setup();
    renderSection();
    expect(
      await screen.findByText('The wallet transactions could not be loaded.'),
    ).toBeInTheDocument();
    mock.state.scenario.errors = {};
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Wallet transactions' })).toBeInTheDocument();
  });

  it('opens a request with its method, state, authorization, comments and images', async () => {
    await logInAs('demo');
    const closed = await requests(true);
    const declinedIndex = closed.findIndex((request) => request.requestState === 'Declined');
    const declined = closed[declinedIndex];
    if (!declined) throw new Error('demo has no declined request');
    const user = userEvent.setup();
    renderSection();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await user.click(
      await screen.findByRole('button', {
        name: `Withdraw request ${String(declinedIndex + 1)}, details`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw request' });
    expect(within(dialog).getByText('Local branch')).toBeInTheDocument();
    expect(within(dialog).getByText('Declined')).toBeInTheDocument();
    expect(within(dialog).getByText(declined.authorizationNumber ?? '')).toBeInTheDocument();
    expect(within(dialog).getByText('ID not verified at the branch.')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] ?? dialog);

    // An open deposit carries its proof: a thumbnail linking to the file on the API's origin.
    await user.click(screen.getByRole('tab', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Deposit request 2, details' }));
    const deposit = await screen.findByRole('dialog', { name: 'Deposit request' });
    expect(within(deposit).getByText('Not assigned yet')).toBeInTheDocument();
    const link = within(deposit).getByRole('link', { name: 'Image 1 (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost(:\d+)?\/w\/api\/FileUploader\/files\/\w+\.png$/),
    );
    expect(within(link).getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
  });

  it('never shows an image whose address is not http(s) or on the API origin', async () => {
    await logInAs('demo');
    const [first] = await requests(false);
    if (!first) throw new Error('demo has no open request');
    // The mock always answers file links; another server might send anything.
    const imagesUrl = ['javascript:alert(1)', '//evil.example.com/x.png'];
    server.use(
      http.get('*/w/api/cashier/withdraw/request-open', () =>
        HttpResponse.json([{ ...first, imagesUrl }]),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Withdraw request 1, details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw request' });
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).getByText('2 attachments cannot be shown.')).toBeInTheDocument();
  });

  it("cancels a pending request after the confirm: 'Cancelation Sucessful' and the row leaves", async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    renderSection();
    const { request, cancel } = await openWithdrawal();

    await user.click(cancel);
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel request' });
    expect(within(confirm).getByText('Are you sure that you want to delete')).toBeInTheDocument();
    expect(confirm).toHaveTextContent(`Withdraw request of ${money(request.amount)}`);
    await user.click(within(confirm).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await requests(false)).map((open) => open.guid)).toContain(request.guid);

    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(await screen.findByText('Cancelation Sucessful')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Withdraw request 1, details' })).toBeNull();
    });
    expect((await requests(false)).map((open) => open.guid)).not.toContain(request.guid);
  });

  it("says 'An Errror has occur' with the server's detail, once, when the cancel is refused", async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    renderSection();
    const { request, cancel } = await openWithdrawal();
    // The back office approves it while the customer looks at the list.
    mock.state.db.walletRequest.update({
      where: { guid: { equals: request.guid } },
      data: { isApproved: true },
    });

    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(await screen.findByText('An Errror has occur')).toBeInTheDocument();
    expect(
      screen.getAllByText('This request is already approved and can no longer be cancelled.'),
    ).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });
});
