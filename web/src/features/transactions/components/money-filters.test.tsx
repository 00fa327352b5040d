import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { setLanguage } from '@/lib/i18n.ts';
import { dayField, enShortDate, pickDay } from '@/test/day-field.ts';
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

const at = (day: string, hour: number, minutes = 0) => {
  const time = parseIsoDay(day);
  if (!time) throw new Error(`not a day: ${day}`);
  time.setHours(hour, minutes);
  return time.toISOString();
};

/**
 * demo's wallet: a deposit (reason 'Depósito - Crédito') and a withdrawal on DAY, a deposit whose
 * reason starts like a formula on EARLIER, every other movement long ago.
 */
function arrange() {
  const entries = mock.state.db.ledgerEntry.findMany({ where: { userId: { equals: DEMO } } });
  const deposits = entries.filter((entry) => entry.kind === 'deposit');
  const [deposit, earlier] = deposits;
  const withdraw = entries.find((entry) => entry.kind === 'withdraw');
  if (!deposit || !earlier || !withdraw) throw new Error('demo lacks wallet movements');
  const plan = new Map([
    [deposit.id, { createdAt: at(DAY, 9, 5), description: 'Depósito - Crédito' }],
    [withdraw.id, { createdAt: at(DAY, 15, 30), description: 'Withdraw - Bank' }],
    [earlier.id, { createdAt: at(EARLIER, 10), description: '=Deposit 2' }],
  ]);
  for (const entry of entries) {
    if (entry.kind !== 'deposit' && entry.kind !== 'withdraw') continue;
    mock.state.db.ledgerEntry.update({
      where: { id: { equals: entry.id } },
      data: plan.get(entry.id) ?? { createdAt: FAR_PAST },
    });
  }
  return { deposit, withdraw, earlier };
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

/** The ids the table shows, in its order. */
async function shownIds(): Promise<number[]> {
  const table = await screen.findByRole('table');
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body)
    .getAllByRole('row')
    .map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
}

const search = (router: ReturnType<typeof renderPage>['router']) =>
  new URLSearchParams(router.state.location.search);

/** The CSV files the page saves: their names and texts (without the byte-order mark). */
function capturedFiles() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return 'blob:transactions';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    text: async (index = 0) => ((await blobs[index]?.text()) ?? '').replace(/^\uFEFF/, ''),
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

describe('deposit and withdraw filters (issue 25, decision 123)', () => {
  it('widens the days within the history, each end a history entry in the URL', async () => {
    await logInAs('demo');
    const { deposit, withdraw, earlier } = arrange();
    const { router } = renderPage(`/account/transactions/deposit?date=${DAY}&filter=all`);
    await waitFor(async () => {
      expect(await shownIds()).toEqual([withdraw.id, deposit.id]);
    });
    pickDay('From', EARLIER, screen.getByRole('search', { name: 'Filter transactions' }));
    await waitFor(async () => {
      expect(await shownIds()).toEqual([withdraw.id, deposit.id, earlier.id]);
    });
    expect(search(router).get('from')).toBe(EARLIER);
    expect(search(router).get('to')).toBe(DAY);
    expect(
      screen.getByRole('heading', { name: 'Deposits and withdrawals of the dates chosen' }),
    ).toBeVisible();
    expect(screen.getByText('3 transactions')).toBeInTheDocument();
    // SPEC §2's All / Deposit / Withdraw still applies, inside the range.
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Deposit' }));
    await waitFor(async () => {
      expect(await shownIds()).toEqual([deposit.id, earlier.id]);
    });
    expect(search(router).get('from')).toBe(EARLIER);
  });

  it('finds a type or id by text, without case or accents', async () => {
    await logInAs('demo');
    const { deposit, withdraw } = arrange();
    const user = userEvent.setup();
    const { router } = renderPage(`/account/transactions/deposit?date=${DAY}&filter=all`);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Type or id' }), 'CREDITO');
    await waitFor(async () => {
      expect(await shownIds()).toEqual([deposit.id]);
    });
    expect(search(router).get('text')).toBe('CREDITO');
    expect(screen.getByText('1 transaction')).toBeInTheDocument();

    const field = screen.getByRole('searchbox', { name: 'Type or id' });
    await user.clear(field);
    await user.type(field, String(withdraw.id));
    await waitFor(async () => {
      expect(await shownIds()).toEqual([withdraw.id]);
    });
  });

  it('reads every filter back from a shared URL and shows the dates as mm/dd/yy', async () => {
    await logInAs('demo');
    const { earlier } = arrange();
    renderPage(`/account/transactions/deposit?from=${EARLIER}&to=${DAY}&text=deposit%202`);
    await waitFor(async () => {
      expect(await shownIds()).toEqual([earlier.id]);
    });
    expect(dayField('From')).toHaveTextContent(enShortDate(EARLIER));
    expect(dayField('To')).toHaveTextContent(enShortDate(DAY));
    expect(screen.getByRole('searchbox', { name: 'Type or id' })).toHaveValue('deposit 2');
    const [year = '', month = '', day = ''] = EARLIER.split('-');
    const time = screen.getByRole('table').querySelector('tbody time');
    expect(time?.textContent).toMatch(new RegExp(`^${month}/${day}/${year.slice(2)}, 10:00`));
  });

  it('says when nothing matches and clears the dates and the text, not the type', async () => {
    await logInAs('demo');
    const { deposit } = arrange();
    const user = userEvent.setup();
    const { router } = renderPage(`/account/transactions/deposit?date=${DAY}&text=zzz`);
    expect(await screen.findByText('No transactions match these filters')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1] ?? document.body);
    await waitFor(async () => {
      expect(await shownIds()).toEqual([deposit.id]);
    });
    expect(router.state.location.pathname).toBe('/account/transactions/deposit');
    expect(search(router).toString()).toBe(`date=${DAY}`);
    expect(screen.getByRole('searchbox', { name: 'Type or id' })).toHaveValue('');
  });

  it('exports exactly the rows shown, in order, with the Spanish headers', async () => {
    await logInAs('demo');
    const { deposit, withdraw, earlier } = arrange();
    await act(() => setLanguage('es'));
    const files = capturedFiles();
    renderPage(`/account/transactions/deposit?from=${EARLIER}&to=${DAY}&filter=all&text=de`);
    await waitFor(async () => {
      expect(await shownIds()).toEqual([deposit.id, earlier.id]);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(files.names).toEqual([`transactions-${daysAgo(0)}.csv`]);
    const records = mock.state.db.ledgerEntry.findMany({
      where: { id: { in: [deposit.id, earlier.id] } },
    });
    const lines = (await files.text()).split('\r\n');
    expect(lines[0]).toBe('N.º,Fecha,Monto,Nuevo saldo,Tipo');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      String(deposit.id),
      String(earlier.id),
    ]);
    const byId = new Map(records.map((record) => [record.id, record]));
    expect(lines[1]).toContain(
      `${String(deposit.id)},${new Date(byId.get(deposit.id)?.createdAt ?? '').toISOString()},${(byId.get(deposit.id)?.amount ?? 0).toFixed(2)},`,
    );
    expect(lines[1]?.endsWith(',Depósito - Crédito')).toBe(true);
    // Server text that a spreadsheet would run as a formula is written as text.
    expect(lines[2]?.endsWith(",'=Deposit 2")).toBe(true);
    expect(lines.at(-1)).toBe('');
    // The withdrawal, hidden by the text, is not in the file.
    expect(lines.some((line) => line.startsWith(`${String(withdraw.id)},`))).toBe(false);
  });

  it("exports in the table's order after a header is chosen", async () => {
    await logInAs('demo');
    arrange();
    const files = capturedFiles();
    const user = userEvent.setup();
    renderPage(`/account/transactions/deposit?from=${EARLIER}&to=${DAY}&filter=all`);
    const table = await screen.findByRole('table');
    const header = within(table).getByRole('columnheader', { name: /Type/ });
    await user.click(within(header).getByRole('button'));
    const shown = await shownIds();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await files.text()).split('\r\n');
    expect(lines[0]).toBe('Id,Date,Amount,New balance,Type');
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual(shown);
    const types = lines.slice(1, -1).map((line) => line.split(',').at(-1) ?? '');
    expect(types).toEqual(
      header.getAttribute('aria-sort') === 'ascending'
        ? ["'=Deposit 2", 'Depósito - Crédito', 'Withdraw - Bank']
        : ['Withdraw - Bank', 'Depósito - Crédito', "'=Deposit 2"],
    );
  });
});
