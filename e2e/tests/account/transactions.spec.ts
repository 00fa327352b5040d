import { expect, test } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  LAYOUTS,
  bodyRows,
  demoAccount,
  expectPageFits,
  isoDayAgo,
  usd,
  weekOptionOf,
} from './account.ts';

/** The Weekly Figure's name for a day (its links say "amount, figure, day"). */
const dayLabel = (daysAgo: number) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDayAgo(daysAgo)}T00:00:00Z`));

for (const layout of LAYOUTS) {
  test.describe(`Weekly Figure and transactions (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test("changes the week, follows a figure to the day's withdrawals and filters them", async ({
      page,
    }) => {
      const account = await demoAccount(page);
      // demo's seeded history: an approved $100.00 LocalBranch withdrawal two days ago.
      await account.week.selectOption({ label: weekOptionOf(2) });
      const figure = account.figure.getByRole('table');
      await figure.getByRole('link', { name: `${usd(100)}, Withdraw, ${dayLabel(2)}` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/account/transactions\\?date=${isoDayAgo(2)}&type=withdraw`),
      );
      const money = page.getByRole('region', { name: 'Deposits and withdrawals' });
      const table = money.getByRole('table');
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(table).toContainText(usd(100));
      await expectPageFits(page);

      // The filter's radios are drawn as buttons: a bettor clicks their labels.
      const filter = (name: string) =>
        money.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
      await filter('Deposit').click();
      await expect(money.getByText('No deposits on this day.')).toBeVisible();
      await filter('All').click();
      await expect(bodyRows(money.getByRole('table'))).toHaveCount(1);
      await page.reload();
      await expect(money.getByRole('radio', { name: 'All' })).toBeChecked();
    });

    test("reads today's tickets with their summary boxes and opens one", async ({ page }) => {
      const account = await demoAccount(page);
      const figure = account.figure.getByRole('table');
      await figure.getByRole('link', { name: dayLabel(0), exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`/account/transactions\\?date=${isoDayAgo(0)}&type=ticket`),
      );
      for (const box of ['Tickets', 'Winner Tickets', 'Pending Tickets', 'Win / Loss']) {
        await expect(page.getByText(box, { exact: true }).first()).toBeVisible();
      }
      const tickets = page.getByRole('region', { name: 'Tickets of the day' }).getByRole('table');
      await expect(bodyRows(tickets)).not.toHaveCount(0);
      await expectPageFits(page);
      await tickets
        .getByRole('button', { name: /^Ticket #\d+, details$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Ticket #\d+$/ })).toBeVisible();
    });
  });
}
