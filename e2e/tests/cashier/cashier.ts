import { expect, expectAccessible, logInAsDemo, type Page } from '../../support/fixtures.ts';
import { toast } from '../sportsbook/betting.ts';

export { LAYOUTS, PHONE_ONLY, toast } from '../sportsbook/betting.ts';
export { ACCOUNT_CONTEXT, openRequests } from '../account/account.ts';

/** A 1×1 PNG: the proof photo a deposit report carries. */
export const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** No horizontal page scroll (the 390 px phone included). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}

/**
 * The page fits its width and, when `axe` is set, axe passes. axe is slow on this shared box: each
 * page and state is judged once per layout, in the journey that first shows it.
 */
export async function expectFits(page: Page, { axe }: { axe: boolean }) {
  await expectNoSidewaysScroll(page);
  if (axe) await expectAccessible(page);
}

/**
 * Logs demo in (closing the high-priority notice that follows the full load) and opens the
 * Cashier from the user menu: a client-side navigation, so the notice stays closed.
 */
export async function openCashier(page: Page) {
  await logInAsDemo(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Cashier' }).click();
  await expect(page).toHaveURL(/\/cashier$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cashier' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deposits', selected: true })).toBeVisible();
}

/** The Cashier's Withdraws tab (kept in the address). */
export async function openWithdrawTab(page: Page) {
  await page.getByRole('tab', { name: 'Withdraws' }).click();
  await expect(page).toHaveURL(/\/cashier\?tab=withdraws$/);
  await expect(page.getByRole('heading', { name: 'Instant cash withdrawal' })).toBeVisible();
}

/** From the Withdraws tab to the withdraw page of `method` (its display name), locked to it. */
export async function requestWithdrawBy(page: Page, method: string) {
  await page.getByRole('link', { name: `Request Withdraw by ${method}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByLabel('Method')).toHaveValue(method);
}

/** Checks the confirmation lists `destination`, sends the request and follows it to /account. */
export async function confirmWithdrawal(
  page: Page,
  { destination, axe }: { destination: string; axe: boolean },
) {
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your withdrawal' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(destination)).toBeVisible();
  await expectFits(page, { axe });
  await confirm.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
}

/** The open wallet request of `type` ('Deposit' or 'Withdraw') for `amount` is listed on /account. */
export async function expectListedOnAccount(page: Page, type: string, amount: string) {
  const table = page.getByRole('table', { name: 'Wallet transactions' });
  const row = table.getByRole('row').filter({ hasText: amount }).filter({ hasText: type });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();
}
