import { control, expect, expectAccessible, test } from '../../support/fixtures.ts';

test('a blocked region sends /login to the access-denied page', async ({ page }) => {
  await control(page, '/scenario', { regionBlocked: true }, 'PATCH');

  await page.goto('/login');

  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but this application is not available in your area."),
  ).toBeVisible();
  await expectAccessible(page);
});
