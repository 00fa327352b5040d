import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { expect, expectAccessible, logIn, test } from '../../support/fixtures.ts';

const NEW_PASSWORD = 'NewPass123!';

test('locked must change the password, then goes home and logs in with the new one', async ({
  page,
}) => {
  await logIn(page, 'locked');

  await expect(page).toHaveURL(/\/changePasswordRequired$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByText('You must change your password before you continue.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Current password').fill(PERSONA_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update' }).click();

  const updated = page.getByRole('dialog', { name: 'Your password has been updated.' });
  await expect(updated).toBeVisible();
  await expectAccessible(page);
  await updated.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('locked', { exact: true })).toBeVisible();

  // A fresh login with the new password goes straight home: the forced change is done.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'locked', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('locked', { exact: true })).toBeVisible();
});
