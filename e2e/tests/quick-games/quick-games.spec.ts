import {
  closeHighPriorityNotice,
  expect,
  expectAccessible,
  logIn,
  logInAsDemo,
  test,
  type Page,
} from '../../support/fixtures.ts';
import {
  LAYOUTS,
  reloadPage,
  toast,
  topBarBalance,
  usd,
  type Layout,
} from '../sportsbook/betting.ts';

const NO_BALANCE = 'No tienes balance suficiente para realizar este ticket.';

/** The left menu's Lottery section on desktop, the drawer behind the menu button on mobile. */
async function openQuickGamesFromMenu(page: Page, layout: Layout) {
  if (layout === 'desktop') {
    await page
      .getByRole('navigation', { name: 'Sports menu' })
      .getByRole('link', { name: 'Quick games' })
      .click();
    return;
  }
  await page.getByRole('button', { name: 'Open sports menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sports menu' });
  await expect(drawer.getByText('Lottery')).toBeVisible();
  await drawer.getByRole('link', { name: 'Quick games' }).click();
  await expect(drawer).toBeHidden();
}

const betField = (page: Page) => page.getByRole('textbox', { name: 'Bet' });
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const betList = (page: Page) => page.getByRole('region', { name: 'Bets' });

/** From the bet field, keyboard only: the bet, Enter (to the amount), the amount, Enter (adds). */
async function typeBet(page: Page, bet: string, amount: string) {
  await expect(betField(page)).toBeFocused();
  await page.keyboard.type(bet);
  await page.keyboard.press('Enter');
  await expect(amountField(page)).toBeFocused();
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
}

/** A bet the rule refuses: its message is shown, describes the field; Escape clears the field. */
async function refusedBet(page: Page, bet: string, message: string) {
  await typeBet(page, bet, '1');
  await expect(page.getByText(message)).toBeVisible();
  await expect(betField(page)).toBeFocused();
  await expect(betField(page)).toHaveAccessibleDescription(message);
  await page.keyboard.press('Escape');
  await expect(betField(page)).toHaveValue('');
  await expect(page.getByText(message)).toHaveCount(0);
}

/** Horizontal overflow of the page (a phone must never scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const BETS: [bet: string, amount: string][] = [
  ['27', '5'],
  ['12-45', '2'],
  ['05-18-33', '3'],
  ['-11-22', '1'],
  ['07E02', '4'],
  ['1-2-3-4-5-6', '1'],
];
const TOTAL = 16;

for (const layout of LAYOUTS) {
  test.describe(`Quick games (${layout.name})`, () => {
    test.use(layout.use);

    test('demo builds a ticket by keyboard, keeps it over a reload, saves it and pays from the balance', async ({
      page,
    }) => {
      test.slow();
      await logInAsDemo(page);
      await expect(topBarBalance(page, '$1,000.00')).toBeVisible();
      await openQuickGamesFromMenu(page, layout.name);
      await expect(page).toHaveURL(/\/quick-games$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Quick games' })).toBeVisible();
      await expect(page.getByText('You must have at least one bet.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expectAccessible(page);

      // The lottery by keyboard: focus the group, the arrow picks the next logo.
      await page.getByRole('radio', { name: /Loteria Nacional/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: /Leidsa/ })).toBeChecked();
      await page.keyboard.press('Tab'); // the help
      await page.keyboard.press('Tab'); // the bet
      for (const [bet, amount] of BETS) await typeBet(page, bet, amount);
      await expect(betList(page).getByText(`${BETS.length} bets`)).toBeVisible();
      await expect(betList(page)).toContainText(usd(TOTAL));
      await expect(betList(page).getByText('JackPot')).toBeVisible();

      await refusedBet(page, '27-27', 'There are repeated numbers.');
      await refusedBet(page, '27E04', 'Invalid apple.');

      // Locked once bets exist.
      await expect(page.getByRole('radio', { name: /Loteka/ })).toBeDisabled();
      await expect(
        page.getByText('The lottery cannot be changed once the ticket has bets.'),
      ).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page);

      // The help, from the bet types.
      await page.getByRole('button', { name: 'Bet types' }).click();
      const help = page.getByRole('dialog', { name: 'Bet types' });
      await expect(help.getByRole('row', { name: /^Pale directo/ })).toContainText('-12-23');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();

      await reloadPage(page);
      await expect(betList(page).getByText(`${BETS.length} bets`)).toBeVisible();
      await expect(page.getByRole('radio', { name: /Leidsa/ })).toBeChecked();

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Ticket created!')).toBeVisible();
      await expect(betList(page).getByText('0 bets')).toBeVisible();
      await expect(topBarBalance(page, usd(1000 - TOTAL))).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Quick-game tickets' }).getByText('Leidsa').first(),
      ).toBeVisible();
      await expectAccessible(page);
    });

    test('a stake above the balance gets the no-balance text, and nothing is taken', async ({
      page,
    }) => {
      await logInAsDemo(page);
      await openQuickGamesFromMenu(page, layout.name);
      await page.getByRole('radio', { name: /Loteka/ }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: /Loteka/ })).toBeChecked();
      await betField(page).focus();
      await typeBet(page, '33', '5000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Error')).toContainText(NO_BALANCE);
      await expect(page.getByRole('alert').filter({ hasText: NO_BALANCE })).toBeVisible();
      await expect(betList(page).getByText('1 bet', { exact: true })).toBeVisible();
      await expect(topBarBalance(page, '$1,000.00')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('basic (quick games off) has no Lottery section and never reaches /quick-games', async ({
  page,
}) => {
  await logIn(page, 'basic');
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('navigation', { name: 'Sports menu' });
  await expect(menu.getByText('NBA').first()).toBeVisible();
  await expect(menu.getByText('Lottery')).toHaveCount(0);
  await page.goto('/quick-games');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick games' })).toHaveCount(0);
});

test('the quick-game tickets are those of the last 7 calendar days: today and the 6 before', async ({
  page,
}) => {
  await logInAsDemo(page);
  const asked = page.waitForRequest((request) =>
    request.url().includes('/w/api/QGame/GetTicketList'),
  );
  await page.goto('/quick-games');
  // A full load shows demo's high-priority notice again; the page behind it is hidden until closed.
  await closeHighPriorityNotice(page);
  const query = new URL((await asked).url()).searchParams;
  const day = (offset: number) =>
    page.evaluate((back) => {
      const date = new Date();
      date.setDate(date.getDate() - back);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    }, offset);
  expect(query.get('enddate')).toBe(await day(0));
  expect(query.get('begindate')).toBe(await day(6));
  // demo's seeded tickets of 1, 2, 4 and 6 days ago; the one of 12 days ago is outside.
  const table = page.getByRole('table', { name: 'Quick-game tickets' });
  await expect(table.locator('tbody > tr')).toHaveCount(4);
});
