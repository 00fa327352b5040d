import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { recentTickets } from '@/lib/queries/ticket-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { mock, server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { TicketsView } from './tickets-view.tsx';

const renderView = () => renderRoutes([{ path: '/', element: <TicketsView /> }]);
const money = (amount: number) => formatMoney(amount, 'en');
const pendingTickets = () => api.call('ticket.list', { query: recentTickets('pending') });
const table = (name: string) => screen.findByRole('table', { name });
const bodyRows = (element: HTMLElement) => {
  const body = element.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body).getAllByRole('row');
};

/** The pending list answered as given (more tickets than the seeded world holds). */
function answerPending(tickets: Ticket[]) {
  server.use(http.get('*/w/api/ticket', () => HttpResponse.json(tickets)));
}

describe('TicketsView', () => {
  it("shows demo's bonuses, pending tickets with count and totals, and quick-game tickets", async () => {
    await logInAs('demo');
    const pending = await pendingTickets();
    renderView();

    const tickets = await table('Pending tickets');
    expect(bodyRows(tickets)).toHaveLength(pending.length);
    // A cancelled ticket is listed but no longer at stake (decision 171).
    const active = pending.filter((ticket) => ticket.status !== 'C');
    const footer = within(tickets).getByRole('rowheader', { name: `${active.length} tickets` });
    const totalAmount = active.reduce((sum, ticket) => sum + ticket.amount, 0);
    const footerRow = footer.closest('tr');
    expect(footerRow).toHaveTextContent(money(totalAmount));
    for (const ticket of pending.filter((each) => each.status === 'A')) {
      expect(
        within(tickets).getByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }),
      ).toBeInTheDocument();
    }

    const bonuses = await table('Bonuses');
    const [soon, later] = bodyRows(bonuses);
    expect(soon).toHaveTextContent('Welcome deposit bonus');
    expect(within(soon ?? bonuses).getByText('Expires soon')).toBeInTheDocument();
    expect(later).toHaveTextContent('Free bet Friday');
    expect(within(later ?? bonuses).queryByText('Expires soon')).not.toBeInTheDocument();

    const quickGames = await table('Quick-game tickets');
    expect(bodyRows(quickGames).length).toBeGreaterThan(0);
  });

  it('opens a ticket with its picks, if part, price, winner marks and amounts', async () => {
    await logInAs('demo');
    const ifTicket = (await pendingTickets()).find((ticket) => ticket.hasIf);
    if (!ifTicket) throw new Error('demo has no if-bet ticket');
    const [first] = ifTicket.items;
    mock.state.db.ticketItem.update({
      where: {
        ticketNumber: { equals: ifTicket.ticketNumber },
        teamName: { equals: first?.teamName ?? '' },
      },
      data: { winnerRow: 'W' },
    });
    renderView();

    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: `Ticket #${ifTicket.ticketNumber}, details` }),
      );
    const dialog = await screen.findByRole('dialog', { name: `Ticket #${ifTicket.ticketNumber}` });
    const picks = within(within(dialog).getByRole('region', { name: 'Picks' })).getAllByRole(
      'listitem',
    );
    expect(picks).toHaveLength(ifTicket.items.length);
    ifTicket.items.forEach((item, index) => {
      expect(picks[index]).toHaveTextContent(item.teamName);
      expect(picks[index]).toHaveTextContent(item.betName);
    });
    expect(within(dialog).getByText('If bet')).toBeInTheDocument();
    expect(within(dialog).getByText('Won')).toBeInTheDocument();
    expect(within(dialog).getByText('If-bet amount').nextSibling).toHaveTextContent(
      money(ifTicket.ifAmount),
    );
    expect(within(dialog).getByText('Total to pay')).toBeInTheDocument();
  });

  it("shows the seeded cancelled ticket with 'Ticket canceled' instead of Sell", async () => {
    await logInAs('demo');
    const pending = await pendingTickets();
    // The seeded world holds a ticket the house cancelled before grading: pending lists it.
    const gone = pending.find((ticket) => ticket.status === 'C');
    if (!gone) throw new Error('the pending list holds no cancelled ticket');
    renderView();

    const tickets = await table('Pending tickets');
    expect(bodyRows(tickets)).toHaveLength(pending.length);
    const row = within(tickets)
      .getByRole('button', { name: `Ticket #${gone.ticketNumber}, details` })
      .closest('tr');
    expect(row).toHaveTextContent('Ticket canceled');
    expect(
      within(tickets).queryByRole('button', { name: `Sell ticket #${gone.ticketNumber}` }),
    ).not.toBeInTheDocument();
    expect(within(tickets).getAllByRole('button', { name: /^Sell ticket/ })).toHaveLength(
      pending.length - 1,
    );
  });

  it("asks for the pending tickets over the user's maxHistoryDays, not the 60-day default", async () => {
    const session = await logInAs('demo');
    const [ticket] = await pendingTickets();
    if (!ticket) throw new Error('demo has no pending ticket');
    // A pending ticket placed 75 days ago: inside 90 days of history, outside the default 60.
    const old = new Date(Date.now() - 75 * 24 * 60 * 60 * 1000).toISOString();
    mock.state.db.ticket.update({
      where: { ticketNumber: { equals: ticket.ticketNumber } },
      data: { date: old },
    });
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/w/api/ticket')) asked.push(url);
    };
    server.events.on('request:start', listen);
    onTestFinished(() => {
      server.events.removeListener('request:start', listen);
    });
    const withHistory = (maxHistoryDays: number) => {
      sessionStore.setUser({
        ...session.user,
        settingUI: { ...session.user.settingUI, maxHistoryDays },
      });
    };
    const openButton = { name: `Ticket #${ticket.ticketNumber}, details` };
    // Within the default 60 days as within 10: all but the old ticket.
    const recent = (await pendingTickets()).length;

    withHistory(90);
    const first = renderView();
    const tickets = await table('Pending tickets');
    expect(within(tickets).getByRole('button', openButton)).toBeInTheDocument();
    expect(bodyRows(tickets)).toHaveLength(recent + 1);
    expect(asked.at(-1)?.searchParams.get('date')).toBe(recentTickets('pending', 90).date);
    first.unmount();

    withHistory(10);
    renderView();
    const shorter = await table('Pending tickets');
    expect(bodyRows(shorter)).toHaveLength(recent);
    expect(within(shorter).queryByRole('button', openButton)).not.toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('date')).toBe(recentTickets('pending', 10).date);
  });

  it('hides Sell, the cashier, bonuses and quick games for a customer without them (basic)', async () => {
    await logInAs('basic');
    const pending = await pendingTickets();
    renderView();

    const tickets = await table('Pending tickets');
    expect(bodyRows(tickets)).toHaveLength(pending.length);
    expect(within(tickets).queryByRole('button', { name: /^Sell/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cashier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bonuses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Quick-game tickets' })).not.toBeInTheDocument();
  });

  it('announces loading while the tickets are on their way', async () => {
    await logInAs('demo');
    mock.state.scenario.latencyMs = 60_000;
    renderView();
    const loading = await screen.findByText('Loading pending tickets');
    expect(loading.closest('[role="status"]')).not.toBeNull();
  });

  it('says so when there are no pending tickets', async () => {
    await logInAs('demo');
    mock.state.db.ticket.deleteMany({
      where: { userId: { equals: PERSONAS.demo.userId }, winner: { equals: 'P' } },
    });
    renderView();
    expect(await screen.findByText('You have no pending tickets.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the tickets', async () => {
    await logInAs('demo');
    mock.state.scenario.errors['ticket.list'] = 500;
    renderView();
    // The query client retries a server error twice before giving up.
    expect(await screen.findByText('The pending tickets could not be loaded.')).toBeInTheDocument();
    mock.state.scenario.errors = {};
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table('Pending tickets')).toBeInTheDocument();
  });

  it('pages the tickets 10 at a time and keeps count and total over all of them', async () => {
    await logInAs('demo');
    const [ticket] = await pendingTickets();
    if (!ticket) throw new Error('demo has no pending ticket');
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...ticket,
      ticketNumber: ticket.ticketNumber + 1000 + index,
    }));
    answerPending(many);
    renderView();

    const tickets = await table('Pending tickets');
    expect(bodyRows(tickets)).toHaveLength(10);
    expect(within(tickets).getByRole('rowheader', { name: '12 tickets' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of Pending tickets' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      expect(bodyRows(tickets)).toHaveLength(2);
    });
  });

  it('sorts the tickets by amount and shows 25 a page when asked', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const [ticket] = await pendingTickets();
    if (!ticket) throw new Error('demo has no pending ticket');
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...ticket,
      ticketNumber: ticket.ticketNumber + 1000 + index,
      amount: ((index * 7) % 12) + 1,
    }));
    answerPending(many);
    renderView();

    const tickets = await table('Pending tickets');
    const amount = within(tickets).getByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'none');
    await user.click(within(amount).getByRole('button', { name: /Amount/ }));
    const order = amount.getAttribute('aria-sort');
    const first = order === 'ascending' ? 1 : 12;
    expect(bodyRows(tickets)[0]).toHaveTextContent(money(first));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(bodyRows(tickets)).toHaveLength(12);
    // Sell still opens TICKET SALES for the row it is on.
    const sell = within(tickets).getAllByRole('button', { name: /^Sell ticket #\d+$/ })[0];
    if (!sell) throw new Error('no Sell button');
    await user.click(sell);
    expect(await screen.findByRole('dialog', { name: 'TICKET SALES' })).toBeInTheDocument();
  });
});
