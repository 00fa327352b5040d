import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { recentTickets } from '@/lib/queries/ticket-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import AccountPage from './account-page.tsx';
import WalletPage from './wallet-page.tsx';

const renderPage = () =>
  renderRoutes(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/account/transactions', element: <Landmark name="transactions" /> },
    ],
    { path: '/account' },
  );

const userOf = (persona: keyof typeof PERSONAS) => {
  const user = mock.state.db.user.findFirst({
    where: { userId: { equals: PERSONAS[persona].userId } },
  });
  if (!user) throw new Error(`no ${persona}`);
  return user;
};

describe('AccountPage', () => {
  // Decision 171: one function counts what is pending; a cancelled ticket is listed, not summed.
  it('gives one pending total in the header, the pending table footer and the wallet', async () => {
    await logInAs('demo');
    const view = renderPage();
    const table = await screen.findByRole('table', { name: 'Pending tickets' });
    expect(within(table).getByText('Ticket canceled')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    const footer = rows[rows.length - 1];
    if (!footer) throw new Error('no footer row');
    // Every row but the header, the footer and the cancelled ticket is at stake.
    const active = `${rows.length - 3} tickets`;
    const total = screen.getAllByText('Pending').find((element) => element.tagName === 'DT')
      ?.nextElementSibling?.textContent;
    if (!total) throw new Error('no pending figure');
    expect(within(footer).getByRole('rowheader')).toHaveTextContent(active);
    expect(within(footer).getAllByRole('cell')[1]).toHaveTextContent(total);
    view.unmount();

    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], { path: '/wallet' });
    const wallet = (await screen.findByText('In pending tickets')).parentElement;
    if (!wallet) throw new Error('no wallet tile');
    expect(wallet).toHaveTextContent(total);
    expect(wallet).toHaveTextContent(active);
  });

  it('shows who the customer is, the balance and the pending amount', async () => {
    await logInAs('demo');
    const snapshot = await api.call('account.snapshot', {});
    const { balance } = await api.call('account.standing', {});
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'demo' })).toBeInTheDocument();
    expect(screen.getByText(snapshot.userInfo.fullName)).toBeInTheDocument();
    expect(screen.getByText(snapshot.userInfo.email)).toBeInTheDocument();
    const pending = snapshot.pendingTickets.reduce((sum, ticket) => sum + ticket.amount, 0);
    const figure = (label: string) =>
      screen.getAllByText(label).find((element) => element.tagName === 'DT')?.nextElementSibling;
    expect(figure('Current balance')).toHaveTextContent(formatMoney(balance, 'en'));
    expect(figure('Pending')).toHaveTextContent(formatMoney(pending, 'en'));
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/changePassword',
    );
  });

  it('shows the account PIN, or Not available when there is none', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const pin = userOf('demo').pin;
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Show Account PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account PIN' });
    expect(
      within(dialog).getByText('Use this PIN for your withdrawals in branches'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(pin ?? 'missing pin')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] ?? dialog);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    mock.state.db.user.update({
      where: { userId: { equals: PERSONAS.demo.userId } },
      data: { pin: null },
    });
    await user.click(screen.getByRole('button', { name: 'Show Account PIN' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('Not available'),
    ).toBeInTheDocument();
  });

  it('changes the week of the Weekly Figure and links each figure to its day', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const lastWeek = await api.call('account.figure', { query: { week: 1 } });
    renderPage();

    const week = await screen.findByRole('combobox', { name: 'Week' });
    const options = within(week)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['This Week', '1 - Week', '2 - Weeks']);
    expect(options).toHaveLength(9); // 60 days of history (SPEC §9)

    await user.selectOptions(week, '1');
    const table = await screen.findByRole('table', { name: 'Weekly Figure' });
    await waitFor(() => {
      expect(within(table).getByRole('rowheader', { name: '7 days' })).toBeInTheDocument();
    });
    const first = lastWeek[0];
    if (!first) throw new Error('no figure rows');
    // The figure's calendar day as the day style writes it ("Mon, Nov 23"), wherever the test runs.
    const day = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(first.date));
    const deposit = within(table).getByRole('link', {
      name: `${formatMoney(first.depositAmount, 'en')}, Deposit, ${day}`,
    });
    expect(deposit).toHaveAttribute(
      'href',
      `/account/transactions?date=${first.date.slice(0, 10)}&type=deposit`,
    );
    await user.click(deposit);
    expect(await screen.findByText('landed on transactions')).toBeInTheDocument();
  });

  // Issue 36, decision 191: maxHistoryDays is any positive integer in the contract.
  it('offers at most 53 weeks and still lists the pending tickets when maxHistoryDays is huge', async () => {
    const demo = userOf('demo');
    mock.state.db.user.update({
      where: { userId: { equals: PERSONAS.demo.userId } },
      data: { settings: { ...demo.settings, maxHistoryDays: 2 ** 31 - 1 } },
    });
    await logInAs('demo');
    renderPage();

    const week = await screen.findByRole('combobox', { name: 'Week' });
    expect(within(week).getAllByRole('option')).toHaveLength(53);
    expect(await screen.findByRole('table', { name: /pending/i })).toBeInTheDocument();
  });

  it('keeps basic to what its settings allow: no Request withdraw, no Cash Out, no quick games', async () => {
    await logInAs('basic');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'basic' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pending tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cash Out ticket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sell ticket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick-game tickets' })).not.toBeInTheDocument();
  });

  it("says 'Cash Out' on each pending ticket (SPEC §2), not 'Sell', and opens TICKET SALES", async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const pending = await api.call('ticket.list', {
      query: recentTickets('pending', userOf('demo').settings.maxHistoryDays),
    });
    const active = pending.filter((ticket) => ticket.status === 'A');
    renderPage();

    const table = await screen.findByRole('table', { name: 'Pending tickets' });
    const buttons = await within(table).findAllByRole('button', { name: /^Cash Out ticket #\d+$/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(active.map((ticket) => `Cash Out ticket #${ticket.ticketNumber}`)),
    );
    expect(buttons).toHaveLength(active.length);
    expect(buttons.every((button) => button.textContent === 'Cash Out')).toBe(true);
    expect(within(table).queryByRole('button', { name: /Sell/ })).not.toBeInTheDocument();
    expect(within(table).queryByText('Sell')).not.toBeInTheDocument();

    const [first] = buttons;
    if (!first) throw new Error('no Cash Out button');
    await user.click(first);
    expect(await screen.findByRole('dialog', { name: 'TICKET SALES' })).toBeInTheDocument();
  });
});
