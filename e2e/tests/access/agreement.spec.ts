import { expect, expectAccessible, logIn, test } from '../../support/fixtures.ts';

test('newbie accepts the terms and conditions and goes home', async ({ page }) => {
  await logIn(page, 'newbie');

  await expect(page).toHaveURL(/\/agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expectAccessible(page);

  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('newbie', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
