import { expect, expectAccessible, test } from '../../support/fixtures.ts';

test('an unknown route shows PAGE NOT FOUND with the way to the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveURL(/\/notfound$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GO TO DASHBOARD' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
});
