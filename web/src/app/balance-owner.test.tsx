import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { TicketsView } from '@/features/tickets/components/tickets-view.tsx';
import AccountPage from '@/features/account/pages/account-page.tsx';
import { BetSlipPanel } from '@/features/bet-slip/components/bet-slip-panel.tsx';
import DepositPage from '@/features/cashier/pages/deposit-page.tsx';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { recentTickets } from '@/lib/queries/ticket-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { pngFile, withNodeFiles } from '@/test/node-files.ts';
import { slipWithOnePick } from '@/test/one-pick.ts';
import { renderRoutes } from '@/test/render.tsx';
import MainLayout from './layouts/main-layout.tsx';
import { closeHighPriorityNotice } from '@/test/shell.ts';

vi.mock('@/lib/push.ts', () => import('@/test/fake-push.ts'));

withNodeFiles();

const money = (amount: number) => formatMoney(amount, 'en');

/** What the ledger holds now, as the server reads it. */
const ledgerBalance = async () => (await api.call('account.standing')).balance;

/**
 * The shell (top bar) around the screens of three money calls and the account page, as the app
 * lays them out: one balance on all of them (issue 35, decision 197).
 */
function renderShell() {
  const view = renderRoutes(
    [
      {
        element: <MainLayout />,
        children: [
          { path: '/account', element: <AccountPage /> },
          { path: '/slip', element: <BetSlipPanel /> },
          { path: '/tickets', element: <TicketsView /> },
          { path: '/cashier/deposit/:id', element: <DepositPage /> },
        ],
      },
    ],
    { path: '/account' },
  );
  const go = (path: string) => act(() => view.router.navigate(path));
  return { ...view, go };
}

/** The top bar's balance and the account page's 'Current balance' both say the ledger's figure. */
async function expectLedgerBalanceShown(go: (path: string) => Promise<void>) {
  const expected = money(await ledgerBalance());
  await go('/account');
  await waitFor(() => {
    expect(screen.getByRole('banner')).toHaveTextContent(`Balance: ${expected}`);
  });
  const figure = (await screen.findByText('Current balance', { selector: 'dt' })).parentElement;
  if (!figure) throw new Error('the balance figure has no box');
  await waitFor(() => {
    expect(figure).toHaveTextContent(expected);
  });
}

/** demo's first pending ticket the house buys back, with its quote. */
async function sellableTicket(): Promise<Ticket> {
  const pending = await api.call('ticket.list', { query: recentTickets('pending') });
  for (const ticket of pending) {
    const quote = await api.call('ticket.cashOutAmount', {
      params: { ticketNumber: ticket.ticketNumber },
    });
    if (quote.amount > 0) return ticket;
  }
  throw new Error('demo has no ticket to sell');
}

beforeEach(() => {
  slipStore.reset();
});

describe('one balance on every screen (issue 35, decision 197)', () => {
  it('shows the ledger balance in the top bar and on the account page after a bet, a cash-out and a deposit report', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    const { go } = renderShell();
    await expectLedgerBalanceShown(go);
    // demo has high-priority messages: the shell's notice comes first, and is closed.
    const notice = await screen.findByRole('dialog');
    expect(notice).toHaveTextContent(/unread high priority message/);
    await closeHighPriorityNotice(user);
    const start = await ledgerBalance();

    // A bet: its answer carries the new balance.
    await slipWithOnePick();
    await go('/slip');
    await user.type(await screen.findByLabelText('Wager amount'), '100');
    const place = screen.getByRole('button', { name: 'Place bet' });
    await waitFor(() => {
      expect(place).toBeEnabled();
    });
    await user.click(place);
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(await ledgerBalance()).toBe(start - 100);
    await expectLedgerBalanceShown(go);

    // A cash-out: the sale is read again once the dialog closes.
    const ticket = await sellableTicket();
    await go('/tickets');
    await user.click(
      await screen.findByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'TICKET SALES' });
    const code = (await within(dialog).findByText(/^\d{5}$/)).textContent;
    await user.type(within(dialog).getByLabelText('Confirmation code'), code);
    const beforeSale = await ledgerBalance();
    await user.click(within(dialog).getByRole('button', { name: 'Sell ticket' }));
    expect(await within(dialog).findByText(/was sold for/)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] ?? dialog);
    expect(await screen.findByText('Ticket sold')).toBeInTheDocument();
    expect(await ledgerBalance()).toBeGreaterThan(beforeSale);
    await expectLedgerBalanceShown(go);

    // A deposit report: filed as a request; the balance shown stays the ledger's.
    await go('/cashier/deposit/BankTransfer');
    await user.type(await screen.findByLabelText('Amount (minimum $10.00)'), '250');
    const bank = (await api.call('cashier.metadata', {})).banks[0];
    if (!bank) throw new Error('the seed has banks');
    await user.selectOptions(screen.getByLabelText('Bank account'), bank.bankGuid);
    await user.upload(screen.getByLabelText('Proof of deposit (photo)'), pngFile('receipt.png'));
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report Deposit' }));
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    await expectLedgerBalanceShown(go);
  });
});
