import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { setLanguage } from '@/lib/i18n.ts';
import { dayField, enShortDate, openDay, pickDay } from '@/test/day-field.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { addDays, parseIsoDay, toIsoDay } from '../model/day.ts';
import TransactionsPage from '../pages/transactions-page.tsx';

const DEMO = PERSONAS.demo.userId;
const daysAgo = (days: number) => toIsoDay(addDays(new Date(), -days));
const DAY = daysAgo(2);
const EARLIER = daysAgo(5);
const FAR_PAST = '2000-01-01T12:00:00.000Z';

const at = (day: string, minutes: number) => {
  const noon = parseIsoDay(day);
  if (!noon) throw new Error(`not a day: ${day}`);
  noon.setHours(12, minutes);
  return noon.toISOString();
};

/**
 * demo with one won (its pick renamed Atlético Madrid), one lost and one pending ticket and the
 * cancelled one on DAY, one more lost ticket on EARLIER, every other ticket long ago.
 */
function arrange() {
  const records = mock.state.db.ticket.findMany({ where: { userId: { equals: DEMO } } });
  const find = (test: (record: (typeof records)[number]) => boolean) => {
    const found = records.find(test);
    if (!found) throw new Error('demo lacks a ticket');
    return found;
  };
  const won = find((r) => r.winner === 'Y');
  const lost = find((r) => r.winner === 'L');
  const pending = find((r) => r.winner === 'P' && r.status === 'A');
  const cancelled = find((r) => r.status === 'C');
  const older = find((r) => r.winner === 'L' && r.ticketNumber !== lost.ticketNumber);
  const onDay = [won, lost, pending, cancelled].map((r) => r.ticketNumber);
  for (const record of records) {
    const index = onDay.indexOf(record.ticketNumber);
    const date =
      record.ticketNumber === older.ticketNumber
        ? at(EARLIER, 0)
        : index < 0
          ? FAR_PAST
          : at(DAY, index * 5);
    mock.state.db.ticket.update({
      where: { ticketNumber: { equals: record.ticketNumber } },
      data: { date },
    });
  }
  mock.state.db.ticketItem.updateMany({
    where: { ticketNumber: { equals: won.ticketNumber } },
    data: { teamName: 'Atlético Madrid' },
  });
  return { won, lost, pending, cancelled, older };
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/account/transactions', element: <TransactionsPage /> },
      { path: '/account/transactions/:type', element: <TransactionsPage /> },
    ],
    { path },
  );
}

/** The ticket numbers the table shows, in its order. */
async function shownNumbers(): Promise<number[]> {
  const table = await screen.findByRole('table');
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body)
    .getAllByRole('row')
    .map((row) =>
      Number(/#(\d+)/.exec(within(row).getAllByRole('button')[0]?.textContent ?? '')?.[1]),
    );
}

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const search = (router: ReturnType<typeof renderPage>['router']) =>
  new URLSearchParams(router.state.location.search);

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

describe('ticket filters', () => {
  it('filters by status, each a history entry in the URL, and Back undoes it', async () => {
    await logInAs('demo');
    const picked = arrange();
    const { router } = renderPage(`/account/transactions?date=${DAY}`);
    await waitFor(async () => {
      expect(await shownNumbers()).toHaveLength(4);
    });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('all');

    await userEvent.setup().selectOptions(status, 'Won');
    await waitFor(async () => {
      expect(await shownNumbers()).toEqual([picked.won.ticketNumber]);
    });
    expect(search(router).get('status')).toBe('won');

    fireEvent.change(status, { target: { value: 'cancelled' } });
    await waitFor(async () => {
      expect(await shownNumbers()).toEqual([picked.cancelled.ticketNumber]);
    });
    fireEvent.change(status, { target: { value: 'pending' } });
    await waitFor(async () => {
      expect(await shownNumbers()).toEqual([picked.pending.ticketNumber]);
    });

    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    });
    expect(await shownNumbers()).toEqual([picked.cancelled.ticketNumber]);
  });

  it('finds a team by text without case or accents, and the summary follows', async () => {
    await logInAs('demo');
    const picked = arrange();
    const user = userEvent.setup();
    const { router } = renderPage(`/account/transactions?date=${DAY}`);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Team' }), 'ATLETICO');
    await waitFor(async () => {
      expect(await shownNumbers()).toEqual([picked.won.ticketNumber]);
    });
    expect(search(router).get('team')).toBe('ATLETICO');
    expect(screen.getByText('Tickets').nextElementSibling).toHaveTextContent('1');
  });

  it('widens the days within the history and combines with status', async () => {
    await logInAs('demo');
    const picked = arrange();
    const { router } = renderPage(`/account/transactions?date=${DAY}&status=lost`);
    await waitFor(async () => {
      expect(await shownNumbers()).toEqual([picked.lost.ticketNumber]);
    });
    pickDay('From', EARLIER);
    await waitFor(async () => {
      expect(sorted(await shownNumbers())).toEqual(
        sorted([picked.lost.ticketNumber, picked.older.ticketNumber]),
      );
    });
    expect(search(router).get('from')).toBe(EARLIER);
    expect(search(router).get('to')).toBe(DAY);
    expect(screen.getByRole('heading', { name: 'Tickets of the dates chosen' })).toBeVisible();
  });

  // The phone's e2e journey picked a date and then a status before the first change had reached
  // the screen (react-router applies URL changes in a transition): the second must build on the
  // first, not on the URL the screen last showed.
  it('keeps a change made before the previous one reached the screen', async () => {
    await logInAs('demo');
    const picked = arrange();
    const { router } = renderPage(`/account/transactions?date=${DAY}`);
    await screen.findByRole('table');
    const earlier = openDay('From', EARLIER);
    act(() => {
      fireEvent.click(earlier);
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
        target: { value: 'lost' },
      });
    });
    await waitFor(async () => {
      expect(sorted(await shownNumbers())).toEqual(
        sorted([picked.lost.ticketNumber, picked.older.ticketNumber]),
      );
    });
    expect(search(router).get('from')).toBe(EARLIER);
    expect(search(router).get('status')).toBe('lost');
  });

  it('reads every filter back from a shared URL', async () => {
    await logInAs('demo');
    const picked = arrange();
    renderPage(`/account/transactions?from=${EARLIER}&to=${DAY}&status=lost&team=`);
    await waitFor(async () => {
      expect(sorted(await shownNumbers())).toEqual(
        sorted([picked.lost.ticketNumber, picked.older.ticketNumber]),
      );
    });
    expect(dayField('From')).toHaveTextContent(enShortDate(EARLIER));
    expect(dayField('To')).toHaveTextContent(enShortDate(DAY));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('lost');
  });

  it('says when nothing matches and clears the filters', async () => {
    await logInAs('demo');
    arrange();
    const user = userEvent.setup();
    const { router } = renderPage(`/account/transactions?date=${DAY}&status=won&team=zzz`);
    expect(await screen.findByText('No tickets match these filters')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Team' })).toHaveValue('zzz');

    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1] ?? document.body);
    await waitFor(async () => {
      expect(await shownNumbers()).toHaveLength(4);
    });
    expect(search(router).toString()).toBe(`date=${DAY}`);
    expect(screen.getByRole('searchbox', { name: 'Team' })).toHaveValue('');
  });

  it('exports the filtered rows of every page, in order, with the Spanish headers', async () => {
    await logInAs('demo');
    const picked = arrange();
    await act(() => setLanguage('es'));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:tickets';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage(`/account/transactions?from=${EARLIER}&to=${DAY}&status=lost`);
    await waitFor(async () => {
      expect(await shownNumbers()).toHaveLength(2);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(names).toEqual([`tickets-${daysAgo(0)}.csv`]);
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '');
    const rows = [picked.lost, picked.older]; // newest first, as the table shows them
    const line = (r: (typeof rows)[number]) =>
      `${r.ticketNumber},${new Date(r.date).toISOString()},${r.amount.toFixed(2)},0.00`;
    const dates = mock.state.db.ticket
      .findMany({ where: { ticketNumber: { in: rows.map((r) => r.ticketNumber) } } })
      .sort((a, b) => b.date.localeCompare(a.date));
    expect(text).toBe(
      ['Apuesta,Fecha,Monto,A pagar', ...dates.map(line)].map((l) => `${l}\r\n`).join(''),
    );
  });

  it("exports in the table's order after a header is chosen", async () => {
    await logInAs('demo');
    arrange();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:tickets';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(`/account/transactions?date=${DAY}`);
    const table = await screen.findByRole('table');
    const header = within(table).getByRole('columnheader', { name: /Ticket/ });
    await user.click(within(header).getByRole('button'));
    const shown = await shownNumbers();
    expect(shown).toEqual(
      [...shown].sort((a, b) => (header.getAttribute('aria-sort') === 'ascending' ? a - b : b - a)),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Ticket,Date,Amount,To pay');
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual(shown);
  });
});
