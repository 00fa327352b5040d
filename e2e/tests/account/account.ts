import type { Locator } from '@playwright/test';
import { expect, expectAccessible, logIn, logInAsDemo, type Page } from '../../support/fixtures.ts';

export { LAYOUTS, PHONE_ONLY, toast, usd, type Layout } from '../sportsbook/betting.ts';

/**
 * The mock seeds its history relative to today in whole UTC days, and the Weekly Figure splits
 * weeks on UTC Mondays; the browser keeps the same calendar so a figure's day is the page's day.
 */
export const ACCOUNT_CONTEXT = { timezoneId: 'UTC' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd (UTC) of the day `daysAgo` days before today, as the transactions page's ?date=. */
export function isoDayAgo(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Weekly Figure's option holding the day `daysAgo` days back: weeks start on Monday and
 * 'This Week' runs from this Monday to today (mock-server/src/domain/account/figures.ts).
 */
export function weekOptionOf(daysAgo: number): string {
  const sinceMonday = (new Date().getUTCDay() + 6) % 7;
  const week = daysAgo <= sinceMonday ? 0 : Math.ceil((daysAgo - sinceMonday) / 7);
  if (week === 0) return 'This Week';
  return week === 1 ? '1 - Week' : `${week} - Weeks`;
}

/** No horizontal page scroll: on a phone, wide tables scroll inside their own box. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}

/** The page fits its width and axe passes (once per page and state worth judging: axe is slow). */
export async function expectPageFits(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}

/** The account page's sections, by their headings. */
export function accountPage(page: Page) {
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  return {
    heading: page.getByRole('heading', { level: 1 }),
    bonuses: region('Bonuses'),
    pending: region('Pending tickets'),
    quickGames: region('Quick-game tickets'),
    wallet: region('Wallet transactions'),
    figure: region('Weekly Figure'),
    week: region('Weekly Figure').getByRole('combobox', { name: 'Week' }),
  };
}

export type AccountPage = ReturnType<typeof accountPage>;

/** A header figure (a <dt> label and the <dd> after it) anywhere inside `scope`. */
export const figureValue = (scope: Page | Locator, label: string): Locator =>
  scope
    .locator('dt')
    .getByText(label, { exact: true })
    .locator('xpath=ancestor-or-self::dt/following-sibling::dd[1]');

/** The body rows of a table (the header and the totals footer left out). */
export const bodyRows = (table: Locator): Locator => table.locator('tbody > tr');

/** The totals row of a table's footer. */
export const footerRow = (table: Locator): Locator => table.locator('tfoot > tr');

/**
 * Opens My Account from the user menu (a client-side navigation: no reload, so demo's
 * high-priority notice stays closed) and waits until every section has its data.
 */
export async function openMyAccount(page: Page, userName = 'demo'): Promise<AccountPage> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const account = accountPage(page);
  await expect(account.heading).toHaveText(userName);
  await expect(account.figure.getByRole('table')).toBeVisible();
  await expect(
    account.pending.getByRole('table').or(account.pending.getByText(/no pending/)),
  ).toBeVisible();
  return account;
}

/** Logs demo in (closing the high-priority notice) and opens My Account. */
export async function demoAccount(page: Page): Promise<AccountPage> {
  await logInAsDemo(page);
  return openMyAccount(page);
}

/** Logs basic in (no notice: basic has no high-priority message) and opens My Account. */
export async function basicAccount(page: Page): Promise<AccountPage> {
  await logIn(page, 'basic');
  await expect(page).toHaveURL(/\/$/);
  return openMyAccount(page, 'basic');
}

/**
 * Calls the API as the logged-in browser does (its session token), for what a test needs to
 * know before acting through the control API, such as a request's guid.
 */
export async function apiAsBrowser(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => {
    const stored = sessionStorage.getItem('currentUser');
    const user: unknown = stored === null ? null : JSON.parse(stored);
    return typeof user === 'object' && user !== null && 'token' in user ? String(user.token) : '';
  });
  expect(token, 'a session token after login').not.toBe('');
  const response = await page.request.get(`/w/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

interface OpenRequest {
  guid: string;
  type: string;
  amount: number;
}

const isOpenRequest = (value: unknown): value is OpenRequest =>
  typeof value === 'object' &&
  value !== null &&
  'guid' in value &&
  typeof value.guid === 'string' &&
  'type' in value &&
  typeof value.type === 'string' &&
  'amount' in value &&
  typeof value.amount === 'number';

/** The logged-in customer's open (pending) wallet requests. */
export async function openRequests(page: Page): Promise<OpenRequest[]> {
  const answer = await apiAsBrowser(page, '/cashier/withdraw/request-open');
  expect(Array.isArray(answer), 'request-open answers a list').toBe(true);
  return Array.isArray(answer) ? answer.filter(isOpenRequest) : [];
}
