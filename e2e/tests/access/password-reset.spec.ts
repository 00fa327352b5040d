import { control, expect, expectAccessible, logIn, test } from '../../support/fixtures.ts';

const NEW_PASSWORD = 'Reset123!';

test.describe('Password reset', () => {
  test('demo requests a link, sets a new password through it and logs in with it', async ({
    page,
  }) => {
    await page.goto('/forgotPassword');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByRole('button', { name: 'Request' }).click();

    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(
      'Chech your email and click on the link we provided to continue.',
    );
    await expectAccessible(page);

    // No mail leaves the mock: the control API hands out the link it would have sent.
    const { link } = (await control(page, '/reset-link/demo', undefined, 'GET')) as {
      link: string;
    };
    const url = new URL(link);
    expect(url.pathname).toBe('/passwordReset');
    await page.goto(`${url.pathname}${url.search}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(page.getByText('demo', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update' }).click();

    const updated = page.getByRole('dialog', { name: 'Your password has been updated.' });
    await expect(updated).toBeVisible();
    await expectAccessible(page);
    await updated.getByRole('button', { name: 'Go to Login' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'demo', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an invalid token shows the invalid-link notice', async ({ page }) => {
    await page.goto('/passwordReset?token=not-a-real-token&user=demo');

    await expect(page.getByText('This link is invalid for resetting passwords')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
