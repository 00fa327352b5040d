import { readFile } from 'node:fs/promises';
import {
  AccountTransactionSchema,
  type AccountTransaction,
} from '@sportsbook/contracts/schemas/cashier';
import { dayField, pickDay, shortDay } from '../../support/day-field.ts';
import {
  closeHighPriorityNotice,
  control,
  expect,
  logInAsDemo,
  test,
  type Page,
} from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  LAYOUTS,
  PHONE_ONLY,
  bodyRows,
  expectNoSidewaysScroll,
  expectPageFits,
  figureValue,
  footerRow,
  isoDayAgo,
  openMyAccount,
  openRequests,
  apiAsBrowser,
  usd,
  weekOptionOf,
} from './account.ts';

/** The Weekly Figure's name for a day (its links say "amount, figure, day"). */
const dayLabel = (daysAgo: number) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDayAgo(daysAgo)}T00:00:00Z`));

const transactionsUrl = (daysAgo: number, type: string) =>
  new RegExp(`/account/transactions\\?date=${isoDayAgo(daysAgo)}&type=${type}$`);

// demo's seeded history 24 days back: a won $60.00 ticket and an approved $300.00 deposit; that
// day is always three or four weeks back, so reaching it changes the week.
const HISTORY_DAY = 24;

for (const layout of PHONE_ONLY) {
  test.describe(`Weekly Figure and transactions (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test("changes the week and follows a figure to that day's tickets; today's deposits and withdrawals by filter", async ({
      page,
    }) => {
      await logInAsDemo(page);
      // The back office approves today's open deposit ($200.00) and withdrawal ($120.00).
      const open = await openRequests(page);
      expect(open.map((request) => request.type).sort()).toEqual(['deposit', 'withdraw']);
      for (const request of open) {
        await control(page, `/wallet-requests/${request.guid}/decision`, { decision: 'approve' });
      }
      const account = await openMyAccount(page);
      const figure = account.figure.getByRole('table');

      await account.week.selectOption({ label: weekOptionOf(HISTORY_DAY) });
      await expect(footerRow(figure).getByRole('rowheader')).toHaveText('7 days');
      const day = figure.getByRole('row').filter({
        has: page.getByRole('link', { name: dayLabel(HISTORY_DAY), exact: true }),
      });
      await expect(
        day.getByRole('link', { name: `${usd(300)}, Deposit, ${dayLabel(HISTORY_DAY)}` }),
      ).toBeVisible();
      // The account page's axe pass is the My Account journey's.
      await expectNoSidewaysScroll(page);

      // That day's tickets: one won ticket, and the boxes add it up.
      await day.getByRole('link', { name: /, Win \/ Loss, / }).click();
      await expect(page).toHaveURL(transactionsUrl(HISTORY_DAY, 'ticket'));
      await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
      await expect(dayField(page, 'Date')).toContainText(shortDay(isoDayAgo(HISTORY_DAY)));
      const ticketsRegion = page.getByRole('region', { name: 'Tickets of the day' });
      const tickets = ticketsRegion.getByRole('table');
      await expect(bodyRows(tickets)).toHaveCount(1);
      const ticket = bodyRows(tickets).first();
      await expect(ticket.getByRole('cell').nth(2)).toHaveText('$60.00');
      const toPaid = Number(
        ((await ticket.getByRole('cell').nth(3).textContent()) ?? '').replace(/[$,]/g, ''),
      );
      expect(toPaid).toBeGreaterThan(60);
      await expect(figureValue(ticketsRegion, 'Tickets')).toHaveText('1');
      await expect(figureValue(ticketsRegion, 'Winner Tickets')).toHaveText('1');
      await expect(figureValue(ticketsRegion, 'Pending Tickets')).toHaveText('0');
      await expect(figureValue(ticketsRegion, 'Win / Loss')).toHaveText(usd(toPaid - 60));
      await expectPageFits(page);
      await ticket.getByRole('button', { name: /^Ticket #\d+, details$/ }).click();
      const detail = page.getByRole('dialog', { name: /^Ticket #\d+$/ });
      await expect(detail.getByText('Winner', { exact: true }).first()).toBeVisible();
      await detail.getByRole('button', { name: 'Close' }).first().click();
      await expect(detail).toBeHidden();

      await page.getByRole('link', { name: 'Back to my account' }).click();
      await account.figure
        .getByRole('link', { name: `${usd(200)}, Deposit, ${dayLabel(0)}` })
        .click();
      await expect(page).toHaveURL(transactionsUrl(0, 'deposit'));

      // Today's deposit (from the figure followed), then All, then Withdraw.
      const money = page.getByRole('region', { name: 'Deposits and withdrawals' });
      const table = money.getByRole('table');
      const choice = (name: string) => money.getByRole('radio', { name, exact: true });
      // The radios are drawn as a segmented strip: a bettor clicks their labels.
      const pick = (name: string) =>
        money.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
      await expect(choice('Deposit')).toBeChecked();
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(bodyRows(table)).toContainText(usd(200));
      await expectPageFits(page);

      await pick('All').click();
      await expect(choice('All')).toBeChecked();
      await expect(bodyRows(table)).toHaveCount(2);
      await expect(table.locator('tfoot')).toContainText('2 transactions');

      await pick('Withdraw').click();
      await expect(page).toHaveURL(transactionsUrl(0, 'withdraw'));
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(bodyRows(table)).toContainText('$120.00');
      await expect(bodyRows(table)).not.toContainText(usd(200));

      // The day and filter live in the URL: a reload shows the same.
      await page.reload();
      await closeHighPriorityNotice(page);
      await expect(choice('Withdraw')).toBeChecked();
      await expect(bodyRows(table)).toHaveCount(1);
      await expectNoSidewaysScroll(page);
    });
  });
}

/** demo's deposits and withdrawals from `daysAgo` days back to today, as the API lists them. */
async function movementsSince(page: Page, daysAgo: number): Promise<AccountTransaction[]> {
  const answer = await apiAsBrowser(
    page,
    `/cashier/transactions?date=${isoDayAgo(daysAgo)}&dateTo=${isoDayAgo(0)}`,
  );
  return AccountTransactionSchema.array().parse(answer);
}

/** Clicks Export CSV (or its Spanish) and returns the file's name and lines (without the BOM). */
async function exportCsv(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return { fileName: download.suggestedFilename(), lines: text.slice(0, -2).split('\r\n') };
}

// Issue 25 on the deposit / withdraw table (decision 123): a date range within the history, a
// text, Clear filters and a CSV of exactly the rows shown; dates as mm/dd/yy (issue 26).
for (const layout of LAYOUTS) {
  test.describe(`Deposit and withdraw filters (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('widens the days, narrows by text, clears, and exports the rows shown', async ({
      page,
    }) => {
      await logInAsDemo(page, `/account/transactions/deposit?date=${isoDayAgo(0)}&filter=all`);
      const all = await movementsSince(page, 30);
      expect(all.length).toBeGreaterThan(1);

      const filters = page.getByRole('search', { name: 'Filter transactions' });
      if (layout.name === 'mobile') {
        const toggle = filters.getByRole('button', { name: 'Filters' });
        await expect(dayField(filters, 'From')).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      await pickDay(page, filters, 'From', isoDayAgo(30));
      const region = page.getByRole('region', {
        name: 'Deposits and withdrawals of the dates chosen',
      });
      const rows = region.locator('tbody > tr');
      await expect(rows).toHaveCount(Math.min(all.length, 10));
      await expect(page).toHaveURL(new RegExp(`from=${isoDayAgo(30)}`));
      // mm/dd/yy, zero-padded (SPEC §2).
      await expect(rows.first().locator('time')).toHaveText(/^\d\d\/\d\d\/\d\d, /);

      // The approved deposit 24 days back, found by its id.
      const deposit = all.find((movement) => movement.number.includes('ACCTDEP'));
      if (!deposit) throw new Error('demo has no deposit in the last 30 days');
      await filters.getByRole('searchbox', { name: 'Type or id' }).fill(String(deposit.id));
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(String(deposit.id));
      await expectPageFits(page);

      const { fileName, lines } = await exportCsv(page, 'Export CSV');
      expect(fileName).toBe(`transactions-${isoDayAgo(0)}.csv`);
      expect(lines[0]).toBe('Id,Date,Amount,New balance,Type');
      expect(lines).toHaveLength(2);
      expect(
        lines[1]?.startsWith(`${String(deposit.id)},${new Date(deposit.date).toISOString()},`),
      ).toBe(true);

      await filters.getByRole('searchbox', { name: 'Type or id' }).fill('zzzqx');
      await expect(page.getByText('No transactions match these filters')).toBeVisible();
      await region.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/account\/transactions\/deposit\?date=[\d-]+&filter=all$/);
      await expect(page.getByRole('region', { name: 'Deposits and withdrawals' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('Deposit and withdraw filters, phone in Spanish', () => {
  test.use({ ...LAYOUTS[1].use, ...ACCOUNT_CONTEXT });

  test('folds the filters, finds a withdrawal by its type, and speaks Spanish', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'es');
    });
    await page.goto('/login');
    await page.getByLabel('Usuario', { exact: true }).fill('demo');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo123!');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/account/transactions/withdraw?date=${isoDayAgo(0)}&from=${isoDayAgo(30)}`);
    const notice = page.getByRole('dialog', { name: /mensajes? de alta prioridad/ });
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toBeHidden();

    const withdrawals = (await movementsSince(page, 30)).filter((movement) =>
      movement.number.includes('ACCTWITH'),
    );
    const region = page.getByRole('region', { name: 'Depósitos y retiros de las fechas elegidas' });
    const filters = page.getByRole('search', { name: 'Filtrar transacciones' });
    const toggle = filters.getByRole('button', { name: 'Filtros (1)' });
    await toggle.click();
    await expect(dayField(filters, 'Desde')).toContainText(shortDay(isoDayAgo(30), 'es'));
    await filters.getByRole('searchbox', { name: 'Tipo o número' }).fill('WITHDRAW');
    const matching = withdrawals.filter((movement) =>
      movement.reason.toLowerCase().includes('withdraw'),
    );
    await expect(region.locator('tbody > tr')).toHaveCount(Math.min(matching.length, 10));
    await expect(filters.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
    const { lines } = await exportCsv(page, 'Exportar CSV');
    expect(lines[0]).toBe('N.º,Fecha,Monto,Nuevo saldo,Tipo');
    expect(lines).toHaveLength(matching.length + 1);
    await expectNoSidewaysScroll(page);
  });
});
