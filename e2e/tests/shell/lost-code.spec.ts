import { closeHighPriorityNotice, expect, logInAsDemo, test } from '../../support/fixtures.ts';
import { betSlip, game, offer, openTomorrowsNba } from '../sportsbook/betting.ts';

// Decision 246: a part of the page whose code does not arrive (a lost connection, a host that has
// moved on to a newer build) or arrives slowly leaves the rest of the page standing.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('Code that does not arrive, or arrives late (phone)', () => {
  test('the slip’s sheet that cannot load says so, and a reload opens it with the pick', async ({
    page,
  }) => {
    await openTomorrowsNba(page);
    const slip = betSlip(page, 'mobile');
    await slip.pick(offer(game(page, 0), 'moneyline-home'), 1);

    const sheetCode = /\/assets\/mobile-bet-slip-sheet-[^/]+\.js$/;
    await page.route(sheetCode, (route) => route.abort('internetdisconnected'));
    await slip.button.click();
    const message = page.getByRole('alert');
    await expect(message).toHaveText(
      'This part of the page could not be shown. Reload the page to try again.',
    );
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeFocused();
    // The page is still there under it, and Close gives it back as it was.
    await expect(page.getByRole('heading', { level: 1, name: 'NBA' })).toBeAttached();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(message).toBeHidden();
    await expect(slip.button).toBeFocused();
    await expect(slip.button).toHaveAccessibleName('Betslip 1 pick');

    // The connection is back: the page's reload fetches the code again, and the pick is kept.
    await page.unroute(sheetCode);
    await slip.button.click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload page' }).click(),
    ]);
    await closeHighPriorityNotice(page);
    await expect(slip.button).toHaveAccessibleName('Betslip 1 pick');
    const panel = await slip.open();
    await expect(panel.getByText('1 pick', { exact: true })).toBeVisible();
  });

  test('a menu whose code is slow shows Loading with Cancel, and opens on the next tap', async ({
    page,
  }) => {
    await openTomorrowsNba(page);
    const menuCode = /\/assets\/side-menu-sheet-[^/]+\.js$/;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(menuCode, async (route) => {
      await held;
      await route.continue();
    });
    const open = page.getByRole('button', { name: 'Open sports menu' });
    await open.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    // The code arrives after all: nothing opens by itself; the next tap opens the menu.
    const arrived = page.waitForResponse(menuCode);
    release();
    await arrived;
    await page.unroute(menuCode);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve, 100));
        }),
    );
    await expect(page.getByRole('dialog', { name: 'Sports menu' })).toBeHidden();
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Sports menu' })).toBeVisible();
  });

  test('a page whose code does not arrive says so, and Reload page opens it at its address', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const inboxCode = /\/assets\/inbox-page-[^/]+\.js$/;
    await page.route(inboxCode, (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: /unread messages$/ })
      .click();
    await expect(page.getByRole('heading', { name: 'ERROR OCCURED' })).toBeVisible();
    await expect(
      page.getByText('This part of the page could not be shown. Reload the page to try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/inbox$/);

    await page.unroute(inboxCode);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload page' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  test('a first visit whose page code does not arrive says so instead of a page that never works', async ({
    page,
  }) => {
    const loginCode = /\/assets\/login-page-[^/]+\.js$/;
    await page.route(loginCode, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ERROR OCCURED' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();

    await page.unroute(loginCode);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload page' }).click(),
    ]);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });
});
