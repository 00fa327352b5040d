import { expect, expectAccessible, logInAsDemo, test, type Page } from '../../support/fixtures.ts';
import {
  LAYOUTS,
  betSlip,
  leagueDay,
  offer,
  placeAccepted,
  priceOf,
  straightToWin,
  topBarBalance,
  usd,
  type Layout,
} from './betting.ts';

/** The left menu on desktop, the drawer behind the menu button on mobile. */
async function openNbaFromMenu(page: Page, layout: Layout) {
  if (layout === 'desktop') {
    await page
      .getByRole('navigation', { name: 'Sports menu' })
      .getByRole('link', { name: /^NBA\s*\d+$/ })
      .click();
    return;
  }
  await page.getByRole('button', { name: 'Open sports menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sports menu' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('link', { name: /^NBA\s*\d+$/ }).click();
  await expect(drawer).toBeHidden();
}

for (const layout of LAYOUTS) {
  test.describe(`A straight bet (${layout.name})`, () => {
    test.use(layout.use);

    test('from the sports menu to an event page: pick, to-win as typed, Bet Accepted, the balance drops', async ({
      page,
    }) => {
      // Home's axe pass (all of today's games, up to ~30 s on the shared box) is login.spec's and
      // mobile.spec's; this journey checks the pages it goes on to.
      test.slow();
      await logInAsDemo(page);
      await expect(topBarBalance(page, '$1,000.00')).toBeVisible();

      await openNbaFromMenu(page, layout.name);
      await expect(page).toHaveURL(/\/leagues\/Basketball\/NBA$/);
      await expect(page.getByRole('heading', { level: 1, name: 'NBA' })).toBeVisible();
      // Today's games may have started already: tomorrow's take bets.
      await page
        .getByRole('navigation', { name: 'Day of the games' })
        .getByRole('link')
        .nth(1)
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?date=${leagueDay(1)}$`));
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      await expectAccessible(page);

      const matchup = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('link', { name: 'View more wagers' }).click();
      await expect(page).toHaveURL(/\/event\/[a-z0-9-]+-vs-[a-z0-9-]+\/\d+$/);
      await expect(page.getByText(matchup)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
      await expectAccessible(page);

      const slip = betSlip(page, layout.name);
      const moneyLine = offer(page.getByRole('main'), 'G-moneyline-away');
      const price = await priceOf(moneyLine);
      await slip.pick(moneyLine, 1);
      const panel = await slip.open();
      await expect(panel.getByText('Money Line')).toBeVisible();

      await slip.amount.pressSequentially('10');
      await expect(slip.toWin).toHaveText(usd(straightToWin(10, price)));
      await slip.amount.pressSequentially('0');
      await expect(slip.toWin).toHaveText(usd(straightToWin(100, price)));
      await expect(slip.placeButton).toBeEnabled();
      await expectAccessible(page);

      await placeAccepted(page, slip);
      await slip.close();
      await expect(topBarBalance(page, '$900.00')).toBeVisible();
      await expect(moneyLine).toHaveAttribute('aria-pressed', 'false');
      await expectAccessible(page);
    });
  });
}
