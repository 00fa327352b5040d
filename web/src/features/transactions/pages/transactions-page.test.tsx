import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { setLanguage } from '@/lib/i18n.ts';
import { dayField, enShortDate, pickDay } from '@/test/day-field.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { addDays, parseIsoDay, toIsoDay } from '../model/day.ts';
import TransactionsPage from './transactions-page.tsx';

const DEMO = PERSONAS.demo.userId;
const money = (amount: number) => formatMoney(amount, 'en');
const today = () => toIsoDay(new Date());
const daysAgo = (days: number) => toIsoDay(addDays(new Date(), -days));
const FAR_PAST = '2000-01-01T12:00:00.000Z';

afterEach(async () => {
  await setLanguage('en');
});

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/account/transactions', element: <TransactionsPage /> },
      { path: '/account/transactions/:type', element: <TransactionsPage /> },
      { path: '/account', element: <Landmark name="account" /> },
    ],
    { path },
  );
}

/** Noon of a local day plus `minutes`, as the API writes dates. */
const at = (day: string, minutes = 0) => {
  const noon = parseIsoDay(day);
  if (!noon) throw new Error(`not a day: ${day}`);
  noon.setHours(12, minutes);
  return noon.toISOString();
};

const demoTickets = () => mock.state.db.ticket.findMany({ where: { userId: { equals: DEMO } } });

/**
 * demo with exactly one won, one lost, one pending, one pending if-bet and the cancelled ticket on
 * `day`, every other ticket long ago. Returns those tickets' records.
 */
function ticketsOnDay(day: string) {
  const records = demoTickets();
  const one = (test: (record: (typeof records)[number]) => boolean, what: string) => {
    const found = records.find(test);
    if (!found) throw new Error(`demo has no ${what} ticket`);
    return found;
  };
  const picked = {
    won: one((r) => r.winner === 'Y', 'won'),
    lost: one((r) => r.winner === 'L', 'lost'),
    pending: one((r) => r.winner === 'P' && !r.hasIf, 'pending'),
    ifBet: one((r) => r.winner === 'P' && r.hasIf, 'if-bet'),
    cancelled: one((r) => r.status === 'C', 'cancelled'),
  };
  const chosen = Object.values(picked).map((record) => record.ticketNumber);
  for (const record of records) {
    const index = chosen.indexOf(record.ticketNumber);
    mock.state.db.ticket.update({
      where: { ticketNumber: { equals: record.ticketNumber } },
      data: { date: index < 0 ? FAR_PAST : at(day, index) },
    });
  }
  return picked;
}

/** demo's wallet movements: one deposit and one withdrawal on `day`, the others long ago. */
function moneyOnDay(day: string) {
  const entries = mock.state.db.ledgerEntry.findMany({ where: { userId: { equals: DEMO } } });
  const deposit = entries.find((entry) => entry.kind === 'deposit');
  const withdraw = entries.find((entry) => entry.kind === 'withdraw');
  if (!deposit || !withdraw) throw new Error('demo has no deposit or withdrawal');
  for (const entry of entries) {
    if (entry.kind !== 'deposit' && entry.kind !== 'withdraw') continue;
    const date =
      entry.id === deposit.id ? at(day, 0) : entry.id === withdraw.id ? at(day, 30) : FAR_PAST;
    mock.state.db.ledgerEntry.update({
      where: { id: { equals: entry.id } },
      data: { createdAt: date },
    });
  }
  return { deposit, withdraw };
}

const summaryValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const ticketTable = () => screen.findByRole('table', { name: 'Tickets of the day' });
const moneyTable = () => screen.findByRole('table', { name: 'Deposits and withdrawals' });
const bodyRows = (table: HTMLElement) => {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body).getAllByRole('row');
};

describe('TransactionsPage: tickets', () => {
  it("lists the URL's day: summary boxes, rows with item counts and the if-bet mark", async () => {
    await logInAs('demo');
    const day = daysAgo(2);
    const picked = ticketsOnDay(day);
    renderPage(`/account/transactions?date=${day}&type=ticket`);

    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    // mm/dd/yy, zero-padded, in English (SPEC §2): the app's day button, not a native field.
    expect(dayField('Date')).toHaveTextContent(enShortDate(day));
    expect(screen.getByLabelText('Date')).toBe(dayField('Date'));

    const table = await ticketTable();
    expect(bodyRows(table)).toHaveLength(5);
    expect(summaryValue('Tickets')).toBe('5');
    expect(summaryValue('Winner Tickets')).toBe('1');
    expect(summaryValue('Pending Tickets')).toBe('2');
    const won = await api.call('ticket.get', { params: { id: picked.won.ticketNumber } });
    expect(summaryValue('Win / Loss')).toBe(money(won.toPaid - won.amount - picked.lost.amount));

    const ifRow = within(table)
      .getByRole('button', { name: `Ticket #${picked.ifBet.ticketNumber}, details` })
      .closest('tr');
    expect(within(ifRow ?? table).getByRole('img', { name: 'If bet' })).toBeInTheDocument();
    expect(ifRow).toHaveTextContent(/2 items/);
    const plainRow = within(table)
      .getByRole('button', { name: `Ticket #${picked.pending.ticketNumber}, details` })
      .closest('tr');
    expect(within(plainRow ?? table).queryByRole('img', { name: 'If bet' })).toBeNull();
  });

  it('reads today for a missing or unreadable date, and tickets for an unknown type', async () => {
    await logInAs('demo');
    renderPage('/account/transactions/bogus?date=2026-02-31');
    expect(dayField('Date')).toHaveTextContent(enShortDate(today()));
    expect(await screen.findByRole('heading', { name: 'Tickets of the day' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull();
  });

  it('moves to the day picked and keeps it in the URL, replacing the entry', async () => {
    await logInAs('demo');
    const day = daysAgo(2);
    ticketsOnDay(day);
    const { router } = renderPage(`/account/transactions/ticket?date=${daysAgo(1)}`);
    expect(await screen.findByText('No tickets on this day.')).toBeInTheDocument();
    expect(summaryValue('Tickets')).toBe('0');

    pickDay('Date', day);
    expect(bodyRows(await ticketTable())).toHaveLength(5);
    expect(router.state.location.pathname).toBe('/account/transactions/ticket');
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(day);
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No tickets on this day.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(daysAgo(1));
  });

  it('stops at today and at the oldest day the account keeps', async () => {
    await logInAs('demo');
    renderPage(`/account/transactions?date=${daysAgo(400)}`);
    expect(dayField('Date')).toHaveTextContent(enShortDate(daysAgo(60)));
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
    // Its calendar offers neither the day before the history nor tomorrow.
    expect(() => {
      pickDay('Date', daysAgo(61));
    }).toThrow('cannot be picked');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Date' }), { key: 'Escape' });
    expect(() => {
      pickDay('Date', daysAgo(-1));
    }).toThrow('cannot be picked');
  });

  it('has a day field in the page’s language, used by keyboard (issue 34 item 5)', async () => {
    await logInAs('demo');
    await act(() => setLanguage('es'));
    const user = userEvent.setup();
    const day = daysAgo(2);
    const { router } = renderPage(`/account/transactions?date=${day}`);
    const [year = '', month = '', date = ''] = day.split('-');
    const field = screen.getByRole('button', { name: `Fecha ${date}/${month}/${year.slice(2)}` });
    expect(screen.getByLabelText('Fecha')).toBe(field);

    field.focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Fecha' });
    const grid = within(calendar).getByRole('grid');
    const monthName = new Intl.DateTimeFormat('es', { month: 'long' }).format(
      parseIsoDay(day) ?? 0,
    );
    expect(grid).toHaveAccessibleName(new RegExp(`^${monthName} ${year}$`, 'i'));
    // The weekday row (hidden from screen readers, which hear each day's full name), Monday first.
    expect([...grid.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ]);
    // The chosen day has the focus; the arrows move it, Enter picks and closes.
    expect(document.activeElement).toHaveAccessibleName(/, seleccionado$/);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(daysAgo(3));
    await waitFor(() => {
      expect(screen.getByLabelText('Fecha')).toHaveFocus();
    });
  });

  it('sorts by amount and opens a ticket from its number', async () => {
    await logInAs('demo');
    const day = daysAgo(2);
    const picked = ticketsOnDay(day);
    const user = userEvent.setup();
    renderPage(`/account/transactions?date=${day}`);
    const table = await ticketTable();

    const header = within(table).getByRole('columnheader', { name: /Amount/ });
    expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(header).getByRole('button'));
    const amounts = () => bodyRows(table).map((row) => row.querySelectorAll('td')[2]?.textContent);
    const sorted = Object.values(picked)
      .map((record) => record.amount)
      .sort((a, b) => (header.getAttribute('aria-sort') === 'ascending' ? a - b : b - a))
      .map(money);
    expect(amounts()).toEqual(sorted);

    await user.click(
      within(table).getByRole('button', { name: `Ticket #${picked.ifBet.ticketNumber}, details` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Ticket #${picked.ifBet.ticketNumber}`,
    });
    expect(within(dialog).getAllByText('If bet').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Total to pay')).toBeInTheDocument();
  });

  it('says the tickets could not be loaded and loads them on Retry', async () => {
    await logInAs('demo');
    const day = daysAgo(2);
    ticketsOnDay(day);
    server.use(
      http.get('*/w/api/ticket', () => HttpResponse.json({ title: 'Nope' }, { status: 400 }), {
        once: true,
      }),
    );
    renderPage(`/account/transactions?date=${day}`);
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await ticketTable())).toHaveLength(5);
  });
});

describe('TransactionsPage: deposits and withdrawals', () => {
  it("filters by the route's type first, then All and Withdraw, keeping the URL in step", async () => {
    await logInAs('demo');
    const day = daysAgo(3);
    const { deposit, withdraw } = moneyOnDay(day);
    const user = userEvent.setup();
    const { router } = renderPage(`/account/transactions/deposit?date=${day}`);

    let table = await moneyTable();
    expect(screen.getByRole('radio', { name: 'Deposit' })).toBeChecked();
    expect(bodyRows(table)).toHaveLength(1);
    expect(bodyRows(table)[0]).toHaveTextContent(deposit.description);
    expect(
      within(table).getByRole('rowheader', { name: '1 transaction' }).closest('tr'),
    ).toHaveTextContent(money(deposit.amount));

    await user.click(screen.getByRole('radio', { name: 'All' }));
    table = await moneyTable();
    expect(bodyRows(table)).toHaveLength(2);
    expect(
      within(table).getByRole('rowheader', { name: '2 transactions' }).closest('tr'),
    ).toHaveTextContent(money(deposit.amount + withdraw.amount));
    expect(router.state.location.pathname).toBe('/account/transactions/deposit');
    expect(router.state.location.search).toContain('filter=all');

    await user.click(screen.getByRole('radio', { name: 'Withdraw' }));
    table = await moneyTable();
    expect(bodyRows(table)).toHaveLength(1);
    expect(bodyRows(table)[0]).toHaveTextContent(withdraw.description);
    expect(router.state.location.pathname).toBe('/account/transactions/withdraw');
    expect(router.state.location.search).toBe(`?date=${day}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows id, date, amount, new balance and type; ?type=withdraw starts on Withdraw', async () => {
    await logInAs('demo');
    const day = daysAgo(3);
    const { withdraw } = moneyOnDay(day);
    const user = userEvent.setup();
    const { router } = renderPage(`/account/transactions?type=withdraw&date=${day}`);

    const table = await moneyTable();
    expect(screen.getByRole('radio', { name: 'Withdraw' })).toBeChecked();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Id', 'Date', 'Amount', 'New balance', 'Type']);
    const [row] = bodyRows(table);
    expect(row).toHaveTextContent(String(withdraw.id));
    expect(row).toHaveTextContent(money(withdraw.amount));

    await user.click(screen.getByRole('radio', { name: 'Deposit' }));
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('type')).toBe('deposit');
    });
    expect(router.state.location.pathname).toBe('/account/transactions');
  });

  it('says when the filter leaves nothing, and when the day has no movements', async () => {
    await logInAs('demo');
    const day = daysAgo(3);
    moneyOnDay(day);
    mock.state.db.ledgerEntry.deleteMany({
      where: { userId: { equals: DEMO }, kind: { equals: 'withdraw' } },
    });
    const user = userEvent.setup();
    renderPage(`/account/transactions/withdraw?date=${day}`);
    expect(await screen.findByText('No withdrawals on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('No deposits or withdrawals on this day.')).toBeInTheDocument();
  });
});
