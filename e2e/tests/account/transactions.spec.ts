import {
  closeHighPriorityNotice,
  control,
  expect,
  logInAsDemo,
  test,
} from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  LAYOUTS,
  bodyRows,
  expectNoSidewaysScroll,
  expectPageFits,
  figureValue,
  footerRow,
  isoDayAgo,
  openMyAccount,
  openRequests,
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

const transactionsUrl = (daysAgo: number, type: string) =>
  new RegExp(`/account/transactions\\?date=${isoDayAgo(daysAgo)}&type=${type}$`);

// demo's seeded history 24 days back: a won $60.00 ticket and an approved $300.00 deposit; that
// day is always three or four weeks back, so reaching it changes the week.
const HISTORY_DAY = 24;

for (const layout of LAYOUTS) {
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
      await expect(page.getByLabel('Date', { exact: true })).toHaveValue(isoDayAgo(HISTORY_DAY));
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
