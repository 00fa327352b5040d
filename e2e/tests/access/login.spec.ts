import {
  closeHighPriorityNotice,
  expect,
  expectAccessible,
  logIn,
  test,
} from '../../support/fixtures.ts';

test.describe('Login', () => {
  test('a wrong password keeps the fields and shows the error under the form', async ({ page }) => {
    await logIn(page, 'demo', 'wrong-password');

    await expect(page.getByRole('alert')).toHaveText('The user name or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('demo');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
    await expectAccessible(page);
  });

  test('demo logs in to home, with the user name and balance in the top bar', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectAccessible(page);

    await logIn(page, 'demo');

    await expect(page).toHaveURL(/\/$/);
    await closeHighPriorityNotice(page);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('demo', { exact: true })).toBeVisible();
    await expect(topBar.getByText('$1,000.00')).toBeVisible();
    await expectAccessible(page);
  });
});
