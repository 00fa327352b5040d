import type { Locator } from '@playwright/test';
import {
  closeHighPriorityNotice,
  expect,
  expectAccessible,
  logInAsDemo,
  type Page,
} from '../../support/fixtures.ts';

/**
 * The two ways the slip is shown: beside the page above 1024 px, behind a floating 'Betslip'
 * button (a sheet) at 1024 px or less. Every journey runs in both.
 */
export const LAYOUTS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  {
    name: 'mobile',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

export type Layout = (typeof LAYOUTS)[number]['name'];

/**
 * The phone size alone (decision 217). A journey whose steps differ by size (the menus, the slip's
 * panel or sheet, the filters' toggle) runs at both sizes; one whose steps are the same runs at the
 * phone size, where the page is tightest, and `layout/every-screen.spec.ts` checks every screen at
 * both sizes and in both languages.
 */
export const PHONE_ONLY = LAYOUTS.filter((layout) => layout.name === 'mobile');

/** A local calendar day as the app's ?date= takes it (yyyy-MM-dd), `offset` days from today. */
export function leagueDay(offset: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Logs demo in and opens tomorrow's NBA games: today's may already have started and refuse bets.
 * The page has been checked with axe once it shows its games.
 */
export async function openTomorrowsNba(page: Page) {
  await logInAsDemo(page, `/leagues/Basketball/NBA?date=${leagueDay(1)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'NBA' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
}

/**
 * Reloads the page. The closed high-priority notice is remembered in memory only (per login), so
 * a full page load shows it again: close it.
 */
export async function reloadPage(page: Page) {
  await page.reload();
  await closeHighPriorityNotice(page);
}

/** The nth game card of a league page. */
export const game = (page: Page, index: number): Locator => page.getByRole('article').nth(index);

/** A pick button by the end of its offer id ('G-spread-away'), within a card or the page. */
export const offer = (scope: Page | Locator, suffix: string): Locator =>
  scope.locator(`[data-offer-id$="-${suffix}"]`).first();

/** The American price a pick button shows, from its name ('Team spread: +5.5 -110'). */
export async function priceOf(button: Locator): Promise<number> {
  const name = (await button.getAttribute('aria-label')) ?? '';
  const price = /[+-]\d+$/.exec(name)?.[0];
  expect(price, `a price at the end of "${name}"`).toBeDefined();
  return Number(price);
}

/** The offer id of a pick button (what the mock's control API moves). */
export async function offerIdOf(button: Locator): Promise<string> {
  const id = await button.getAttribute('data-offer-id');
  expect(id, 'the pick button carries its offer id').toBeTruthy();
  return id ?? '';
}

/** To-win of a straight bet as the slip shows it: whole dollars, rounded down. */
export function straightToWin(stake: number, price: number): number {
  const profitPerUnit = price > 0 ? price / 100 : 100 / -price;
  return Math.floor(stake * profitPerUnit + 1e-9);
}

export const usd = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** A sonner toast by its title. */
export const toast = (page: Page, title: string): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

/** The top bar's balance. */
export const topBarBalance = (page: Page, amount: string): Locator =>
  page.getByRole('banner').getByText(amount);

/**
 * The bet slip in either layout. On mobile the sheet is modal: it is closed to pick more prices
 * and opened again to read or fill the slip.
 */
export function betSlip(page: Page, layout: Layout) {
  const panel =
    layout === 'desktop'
      ? page.getByRole('complementary', { name: 'Bet slip' })
      : page.getByRole('dialog', { name: 'Bet slip' });
  const button = page.getByRole('button', { name: /^Betslip \d+ picks?$/ });

  return {
    panel,
    /** The floating button (mobile only), named with the number of picks. */
    button,
    async open(): Promise<Locator> {
      if (layout === 'mobile' && !(await panel.isVisible())) {
        await button.click();
      }
      await expect(panel).toBeVisible();
      return panel;
    },
    async close(): Promise<void> {
      if (layout === 'desktop' || !(await panel.isVisible())) return;
      await panel.getByRole('button', { name: 'Close the bet slip' }).click();
      await expect(panel).toBeHidden();
    },
    /**
     * Picks a price (closing the sheet first on mobile) and waits until the slip holds it. On
     * desktop the pointer stays on the pressed button, as a bettor's would, so axe judges its hover
     * colours too.
     */
    async pick(price: Locator, picksAfter: number): Promise<void> {
      await this.close();
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      const count = picksAfter === 1 ? '1 pick' : `${picksAfter} picks`;
      if (layout === 'mobile') {
        await expect(button).toHaveAccessibleName(`Betslip ${count}`);
      } else {
        await expect(panel.getByText(count, { exact: true })).toBeVisible();
      }
    },
    placeButton: panel.getByRole('button', { name: 'Place bet' }),
    amount: panel.getByLabel('Wager amount', { exact: true }),
    toWin: panel.getByTestId('slip-to-win'),
    empty: panel.getByText('Your bet slip is empty'),
  };
}

export type BetSlip = ReturnType<typeof betSlip>;

/** Places the slip and waits for 'Bet Accepted' with its ticket number. */
export async function placeAccepted(page: Page, slip: BetSlip) {
  await expect(slip.placeButton).toBeEnabled();
  await slip.placeButton.click();
  const accepted = toast(page, 'Bet Accepted');
  await expect(accepted).toBeVisible();
  await expect(accepted).toContainText(/Ticket #\d+/);
  await expect(slip.empty).toBeVisible();
}
