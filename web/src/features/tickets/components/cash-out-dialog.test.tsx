import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { recentTickets, ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { CashOutDialog } from './cash-out-dialog.tsx';
import { TicketsView } from './tickets-view.tsx';

const money = (amount: number) => formatMoney(amount, 'en');

/** demo's first pending ticket the house buys back (not an if-bet), with its quote. */
async function sellableTicket(): Promise<{ ticket: Ticket; amount: number }> {
  const pending = await api.call('ticket.list', { query: recentTickets('pending') });
  for (const ticket of pending) {
    const quote = await api.call('ticket.cashOutAmount', {
      params: { ticketNumber: ticket.ticketNumber },
    });
    if (quote.amount > 0) return { ticket, amount: quote.amount };
  }
  throw new Error('demo has no ticket to sell');
}

/** Opens TICKET SALES from the ticket's Sell button and waits for the code step. */
async function openSale(ticket: Ticket, amount: number) {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'TICKET SALES' });
  expect(
    await within(dialog).findByText(`The sales value of the ticket is: ${money(amount)}`),
  ).toBeInTheDocument();
  const shownCode = () => within(dialog).getByText(/^\d{5}$/).textContent;
  return {
    user,
    dialog,
    shownCode,
    field: within(dialog).getByLabelText('Confirmation code'),
    confirm: within(dialog).getByRole('button', { name: 'Sell ticket' }),
  };
}

describe('CashOutDialog', () => {
  it("shows 'The sales value of the ticket is: $0' and no code when the ticket cannot be sold", async () => {
    await logInAs('demo');
    const pending = await api.call('ticket.list', { query: recentTickets('pending') });
    const ifTicket = pending.find((ticket) => ticket.hasIf); // the house never buys an if-bet back
    if (!ifTicket) throw new Error('demo has no if-bet ticket');
    renderRoutes([
      {
        path: '/',
        element: <CashOutDialog ticketNumber={ifTicket.ticketNumber} open onOpenChange={vi.fn()} />,
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'TICKET SALES' });
    expect(
      await within(dialog).findByText('The sales value of the ticket is: $0'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Confirmation code')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sell ticket' })).not.toBeInTheDocument();
  });

  it('keeps Sell off until the code typed is the one shown, and closes quietly on Cancel', async () => {
    await logInAs('demo');
    const { ticket, amount } = await sellableTicket();
    renderRoutes([{ path: '/', element: <TicketsView /> }]);
    const { user, dialog, shownCode, field, confirm } = await openSale(ticket, amount);

    expect(confirm).toBeDisabled();
    const code = shownCode();
    await user.type(field, code === '12345' ? '54321' : '12345');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The code does not match.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, code);
    expect(confirm).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.queryByText('Ticket sold')).not.toBeInTheDocument();
  });

  // Before any sale: a sale's 'Ticket sold' toast would still be on screen.
  it("refreshes tickets and balance when closed without a sale, and says no 'Ticket sold'", async () => {
    await logInAs('demo');
    const { ticket, amount } = await sellableTicket();
    const { queryClient } = renderRoutes([{ path: '/', element: <TicketsView /> }]);
    await queryClient.query(accountQueries.standing());
    const { user, dialog } = await openSale(ticket, amount);
    const listKey = ticketQueries.list(recentTickets('pending')).queryKey;
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(accountQueries.standing().queryKey)?.isInvalidated).toBe(
      false,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // SPEC §4: closing triggers a refresh; 'Ticket sold' only when one was sold (decision 131).
    expect(queryClient.getQueryState(accountQueries.standing().queryKey)?.isInvalidated).toBe(true);
    await waitFor(() => {
      expect(queryClient.getQueryState(listKey)?.dataUpdateCount).toBeGreaterThan(1);
    });
    expect(screen.queryByText('Ticket sold')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }),
    ).toBeInTheDocument();
  });

  it('shows why a sale was refused, with a new code and an empty field', async () => {
    await logInAs('demo');
    const { ticket, amount } = await sellableTicket();
    renderRoutes([{ path: '/', element: <TicketsView /> }]);
    const { user, dialog, shownCode, field, confirm } = await openSale(ticket, amount);
    const firstCode = shownCode();
    await user.type(field, firstCode);
    // A pick wins while the bettor types: the quote moves, and the old amount is refused.
    mock.state.db.ticketItem.updateMany({
      where: { ticketNumber: { equals: ticket.ticketNumber } },
      data: { winnerRow: 'W' },
    });
    const moved = await api.call('ticket.cashOutAmount', {
      params: { ticketNumber: ticket.ticketNumber },
    });
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `The ticket was not sold.The sales value of the ticket changed to $${moved.amount.toFixed(2)}.`,
    );
    expect(shownCode()).not.toBe(firstCode);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(
      await within(dialog).findByText(`The sales value of the ticket is: ${money(moved.amount)}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sell ticket' })).toBeDisabled();
  });

  it("sells the ticket, and on close says 'Ticket sold' and refreshes tickets and balance", async () => {
    await logInAs('demo');
    const { ticket, amount } = await sellableTicket();
    const { queryClient } = renderRoutes([{ path: '/', element: <TicketsView /> }]);
    await queryClient.query(accountQueries.standing());
    const { user, dialog, shownCode, field, confirm } = await openSale(ticket, amount);
    await user.type(field, shownCode());
    await user.click(confirm);

    expect(
      await within(dialog).findByText(
        `Ticket #${ticket.ticketNumber} was sold for ${money(amount)}.`,
      ),
    ).toBeInTheDocument();
    // Nothing refreshes behind the dialog until it closes.
    expect(screen.queryByText('Ticket sold')).not.toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(0);
    if (!close) throw new Error('no Close button');
    expect(close).toHaveFocus();
    await user.click(close);

    expect(await screen.findByText('Ticket sold')).toBeInTheDocument();
    await waitFor(() => {
      expect(
        screen.queryByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }),
      ).not.toBeInTheDocument();
    });
    expect(queryClient.getQueryState(accountQueries.standing().queryKey)?.isInvalidated).toBe(true);
  });

  it('shows an error with a retry when the sales value cannot be read', async () => {
    await logInAs('demo');
    const { ticket, amount } = await sellableTicket();
    mock.state.scenario.errors['ticket.cashOutAmount'] = 404;
    renderRoutes([
      {
        path: '/',
        element: <CashOutDialog ticketNumber={ticket.ticketNumber} open onOpenChange={vi.fn()} />,
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'TICKET SALES' });
    expect(
      await within(dialog).findByText('The sales value of the ticket could not be loaded.'),
    ).toBeInTheDocument();
    mock.state.scenario.errors = {};
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText(`The sales value of the ticket is: ${money(amount)}`),
    ).toBeInTheDocument();
  });
});
