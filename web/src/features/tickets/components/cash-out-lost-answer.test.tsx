import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http } from 'msw';
import { delayNext, loseNext, setFault } from '@sportsbook/mock-server/msw';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { api, onUnauthorized } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { recentTickets } from '@/lib/queries/ticket-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { TicketsView } from './tickets-view.tsx';

const money = (amount: number) => formatMoney(amount, 'en');

/** demo's first pending ticket the house buys back, with its quote. */
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

/** What the server booked for the ticket: its grading and its cash-out entries on the ledger. */
function booked(ticketNumber: number) {
  return {
    winner: mock.state.db.ticket.findFirst({ where: { ticketNumber: { equals: ticketNumber } } })
      ?.winner,
    sales: mock.state.db.ledgerEntry
      .getAll()
      .filter((entry) => entry.kind === 'cashout' && entry.reference === String(ticketNumber))
      .length,
  };
}

/** demo's tickets view, TICKET SALES open on a sellable ticket, the right code typed. */
async function codeTyped(user = userEvent.setup()) {
  await logInAs('demo');
  const { ticket, amount } = await sellableTicket();
  renderRoutes([{ path: '/', element: <TicketsView /> }]);
  await user.click(
    await screen.findByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'TICKET SALES' });
  expect(
    await within(dialog).findByText(`The sales value of the ticket is: ${money(amount)}`),
  ).toBeInTheDocument();
  const code = within(dialog).getByText(/^\d{5}$/).textContent;
  const field = within(dialog).getByLabelText('Confirmation code');
  await user.type(field, code);
  const sell = within(dialog).getByRole('button', { name: 'Sell ticket' });
  await waitFor(() => {
    expect(sell).toBeEnabled();
  });
  const sold = `Ticket #${ticket.ticketNumber} was sold for ${money(amount)}.`;
  return { user, dialog, field, code, sell, ticket, sold };
}

/** Holds GET /w/api/ticket/{id} (the check) until released, so "Checking your sale…" can be seen. */
function holdTicketReads(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/w/api/ticket/:id', async ({ params }) => {
      if (/^\d+$/.test(String(params.id))) await held;
      return undefined; // on to the mock's own answer
    }),
  );
  return release;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Selling a ticket when the answer is lost (issue 24)', () => {
  it('waits 20 s for an answer held back, checks the ticket, and ends sold', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { user, dialog, sell, ticket, sold } = await codeTyped(
      userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    );
    delayNext(mock.state, 'ticket.cashOut', 10 * MONEY_CALL_TIMEOUT_MS);
    const release = holdTicketReads();
    await user.click(sell);

    expect(await within(dialog).findByText('Selling…')).toBeInTheDocument();
    expect(sell).toHaveAccessibleDescription('Selling…');
    await act(() => vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS));
    expect(await within(dialog).findByText('Checking your sale…')).toBeInTheDocument();
    expect(sell).toBeDisabled();
    expect(sell).toHaveAccessibleDescription('Checking your sale…');
    release();

    expect(await within(dialog).findByText(sold)).toBeInTheDocument();
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'S', sales: 1 });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] ?? dialog);
    expect(await screen.findByText('Ticket sold')).toBeInTheDocument();
  });

  it('finds the sale booked behind a lost answer', async () => {
    const { user, dialog, sell, ticket, sold } = await codeTyped();
    loseNext(mock.state, 'ticket.cashOut', 'answer');
    await user.click(sell);
    expect(await within(dialog).findByText(sold)).toBeInTheDocument();
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'S', sales: 1 });
    expect(within(dialog).queryByText('The ticket was not sold.')).not.toBeInTheDocument();
  });

  it('ends not done when the request was lost: the code and what was typed stay, and Retry sells once', async () => {
    const { user, dialog, field, code, ticket, sold } = await codeTyped();
    loseNext(mock.state, 'ticket.cashOut', 'request');
    await user.click(within(dialog).getByRole('button', { name: 'Sell ticket' }));

    expect(
      await within(dialog).findByText(
        'The ticket was not sold, and nothing changed. You can try again.',
      ),
    ).toBeInTheDocument();
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'P', sales: 0 });
    expect(within(dialog).getByText(code)).toBeInTheDocument();
    expect(field).toHaveValue(code);

    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    await waitFor(() => {
      expect(retry).toBeEnabled();
    });
    await user.click(retry);
    expect(await within(dialog).findByText(sold)).toBeInTheDocument();
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'S', sales: 1 });
  });

  it('takes an "already sold" refusal as sold when the browser repeated a sale it had booked', async () => {
    const { user, dialog, sell, ticket, sold } = await codeTyped();
    server.use(
      http.post('*/w/api/ticket/OnlineCashOut', async ({ request }) => {
        await getResponse(mock.handlers, request.clone());
        return getResponse(mock.handlers, request);
      }),
    );
    await user.click(sell);
    expect(await within(dialog).findByText(sold)).toBeInTheDocument();
    expect(within(dialog).queryByText('The ticket was not sold.')).not.toBeInTheDocument();
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'S', sales: 1 });
  });

  it('sends once however fast Sell ticket is pressed twice', async () => {
    const { dialog, sell, ticket, sold } = await codeTyped();
    let sends = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/w/api/ticket/OnlineCashOut') sends += 1;
    });
    fireEvent.click(sell);
    fireEvent.click(sell);
    expect(await within(dialog).findByText(sold)).toBeInTheDocument();
    expect(sends).toBe(1);
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'S', sales: 1 });
  });
});

describe('Selling when the session ends meanwhile (SPEC §8)', () => {
  it('a 401 says nothing of the sale, and the ticket is not read with the dead token', async () => {
    const { user, dialog, sell, ticket } = await codeTyped();
    const stop = onUnauthorized(() => {
      sessionStore.clear();
    });
    setFault(mock.state, 'ticket.cashOut', { status: 401, times: 1 });
    let checks = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/w/api/ticket/${String(ticket.ticketNumber)}`) {
        checks += 1;
      }
    });
    await user.click(sell);
    await waitFor(() => {
      expect(sessionStore.get()).toBeNull();
    });
    await waitFor(() => {
      expect(within(dialog).queryByText('Selling…')).not.toBeInTheDocument();
    });
    stop();
    expect(checks).toBe(0);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/was sold for/)).not.toBeInTheDocument();
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'P', sales: 0 });
  });
});

describe('Selling offline (issue 24)', () => {
  it('turns Sell off with the reason, in the dialog and in the tickets table', async () => {
    const { dialog, field, code, sell, ticket } = await codeTyped();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const reason = 'You are offline: this needs a connection.';
    expect(sell).toBeDisabled();
    expect(sell).toHaveAccessibleDescription(reason);
    expect(field).toHaveValue(code);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const rowSell = () =>
      screen.getByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` });
    const row = rowSell();
    expect(row).toBeDisabled();
    expect(row).toHaveAccessibleDescription(reason);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Back online the tickets are read again (the rows may be new ones).
    await waitFor(() => {
      expect(rowSell()).toBeEnabled();
    });
    expect(rowSell()).not.toHaveAccessibleDescription(reason);
    expect(booked(ticket.ticketNumber)).toEqual({ winner: 'P', sales: 0 });
  });
});
