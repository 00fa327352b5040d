import { readFile } from 'node:fs/promises';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { pickDay } from '../../support/day-field.ts';
import { expect, expectAccessible, logInAsDemo, test, type Page } from '../../support/fixtures.ts';
import {
  apiOf,
  closeHighPriorityNotice,
  inSpanish,
  localDay,
  logInAsDemoInSpanish,
  PHONE,
} from './beyond.ts';

/** Opens the ticket history; a page load shows demo's high-priority notice again: close it. */
async function openHistory(page: Page, query: string, spanish = false) {
  await page.goto(`/account/transactions?${query}`);
  if (!spanish) {
    await closeHighPriorityNotice(page);
    return;
  }
  const notice = page.getByRole('dialog', { name: /mensajes? de alta prioridad/ });
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(notice).toBeHidden();
}

/** Lower case without accents, as the team filter compares. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** demo's tickets placed from `from` to the end of today (local days), as the API lists them. */
async function ticketsSince(page: Page, from: string): Promise<Ticket[]> {
  const api = await apiOf(page);
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  const start = new Date(year, month - 1, day);
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  return api.call('ticket.list', {
    query: { date: start.toISOString(), dateTo: end.toISOString(), state: 'all' },
  });
}

/** The ticket numbers the table shows, in its order (the first cell's "#123"). */
async function shownNumbers(page: Page): Promise<number[]> {
  const cells = await page.locator('tbody > tr > td:first-child button').allTextContents();
  return cells.map((text) => Number(text.replace('#', '')));
}

/** Money as shown in either language ($1,000.00 or 1.000,00 US$) as a plain 2-decimal number. */
const plainMoney = (text = '') => (Number(text.replace(/\D/g, '')) / 100).toFixed(2);

/** The shown rows as the CSV writes them: number, amount and to-pay as plain numbers. */
async function shownRows(page: Page): Promise<string[]> {
  const lines: string[] = [];
  for (const row of await page.locator('tbody > tr').all()) {
    const number = (await row.locator('td').first().getByRole('button').textContent()) ?? '';
    const cells = await row.locator('td').allTextContents();
    lines.push([number.replace('#', ''), plainMoney(cells[2]), plainMoney(cells[3])].join(','));
  }
  return lines;
}

/** Clicks the export button and returns the downloaded file's name and lines (without the BOM). */
async function exportCsv(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.endsWith('\r\n')).toBe(true);
  return { fileName: download.suggestedFilename(), lines: text.slice(0, -2).split('\r\n') };
}

/** The CSV's lines as the table shows them: number, amount and to-pay (the date is ISO). */
const csvAsShown = (lines: string[]) =>
  lines.slice(1).map((line) => {
    const [number, date, amount, toPaid] = line.split(',');
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    return [number, amount, toPaid].join(',');
  });

const TEN_DAYS_AGO = localDay(-10);

test.describe('Bet history (issue 25), desktop', () => {
  test('filters by date, status and team, keeps them in the URL, and exports what is shown', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await openHistory(page, 'type=ticket');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const all = await ticketsSince(page, TEN_DAYS_AGO);
    const won = all.filter((ticket) => ticket.winner === 'Y');
    expect(won.length).toBeGreaterThan(1);

    const filters = page.getByRole('search', { name: 'Filter tickets' });
    await pickDay(page, filters, 'From', TEN_DAYS_AGO);
    await expect(page.getByRole('heading', { name: 'Tickets of the dates chosen' })).toBeVisible();
    await expect(page.locator('tbody > tr')).toHaveCount(Math.min(all.length, 10));

    await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Won' });
    await expect(page).toHaveURL(/status=won/);
    await expect(page.locator('tbody > tr')).toHaveCount(won.length);
    expect((await shownNumbers(page)).sort()).toEqual(won.map((t) => t.ticketNumber).sort());
    await expectAccessible(page);

    // A team of the latest won ticket, typed without accents and in capitals.
    const target = won[0];
    const team = target?.items[0]?.teamName ?? '';
    const matching = won.filter((ticket) =>
      ticket.items.some((item) => fold(`${item.teamName} ${item.betDisplay}`).includes(fold(team))),
    );
    await filters.getByRole('searchbox', { name: 'Team' }).fill(fold(team).toUpperCase());
    await expect(page.locator('tbody > tr')).toHaveCount(matching.length);
    await expect(page).toHaveURL(
      new RegExp(`team=${encodeURIComponent(fold(team).toUpperCase()).replace(/%20/g, '\\+')}`),
    );

    const { fileName, lines } = await exportCsv(page, 'Export CSV');
    expect(fileName).toBe(`tickets-${localDay(0)}.csv`);
    expect(lines[0]).toBe('Ticket,Date,Amount,To pay');
    expect(csvAsShown(lines)).toEqual(await shownRows(page));

    // The URL is the state: a reload shows the same, Back undoes the team.
    await page.reload();
    await closeHighPriorityNotice(page);
    await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await expect(page.locator('tbody > tr')).toHaveCount(matching.length);
    await page.goBack();
    await expect(filters.getByRole('searchbox', { name: 'Team' })).toHaveValue('');
    await expect(page.locator('tbody > tr')).toHaveCount(won.length);
  });
});

test.describe('Bet history (issue 25), phone in Spanish', () => {
  test.use(PHONE);

  test('opens the folded filters, finds nothing, clears, and exports the lost tickets', async ({
    page,
  }) => {
    await inSpanish(page);
    await logInAsDemoInSpanish(page);
    await openHistory(page, `type=ticket&from=${TEN_DAYS_AGO}&to=${localDay(0)}`, true);
    await expect(page.getByRole('heading', { level: 1, name: 'Transacciones' })).toBeVisible();
    const lost = (await ticketsSince(page, TEN_DAYS_AGO)).filter((t) => t.winner === 'L');
    expect(lost.length).toBeGreaterThan(0);

    const filters = page.getByRole('search', { name: 'Filtrar apuestas' });
    const toggle = filters.getByRole('button', { name: 'Filtros (1)' });
    await expect(filters.getByRole('combobox', { name: 'Estado' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await filters.getByRole('searchbox', { name: 'Equipo' }).fill('zzzqx');
    await expect(page.getByText('Ninguna apuesta coincide con estos filtros')).toBeVisible();
    await page.getByRole('region').getByRole('button', { name: 'Borrar filtros' }).click();
    await expect(page).toHaveURL(/\/account\/transactions\?type=ticket$/);

    await pickDay(page, filters, 'Desde', TEN_DAYS_AGO);
    await filters.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Perdidas' });
    await expect(page.locator('tbody > tr')).toHaveCount(lost.length);
    const root = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(root.scroll).toBeLessThanOrEqual(root.client);

    const { lines } = await exportCsv(page, 'Exportar CSV');
    expect(lines[0]).toBe('Apuesta,Fecha,Monto,A pagar');
    expect(csvAsShown(lines)).toEqual(await shownRows(page));
  });
});
