import { expect, expectAccessible, logInAsDemo, test, type Page } from '../../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const expectNoHorizontalOverflow = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
};

test.describe('Mobile (390 × 844)', () => {
  test('the public sports page offers the sports list as a toggle', async ({ page }) => {
    await page.goto('/services/sport');

    const toggle = page.getByRole('button', { name: 'Sports and leagues' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The desktop left menu is hidden.
    await expect(page.getByRole('navigation', { name: 'Sports', exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: "Today's games" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('navigation', { name: 'Sports and leagues' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test('logged in, the sports menu opens as a drawer from the menu button', async ({ page }) => {
    await logInAsDemo(page);
    await expect(page.getByRole('navigation', { name: 'Sports menu' })).toBeHidden();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // The logged-in home page at phone size: this journey owns its full-page scan.
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open sports menu' }).click();

    const drawer = page.getByRole('dialog', { name: 'Sports menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('NBA')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // The page under the drawer was scanned above; this scan is about the drawer.
    await expectAccessible(page, { include: '[role="dialog"]' });
  });
});
