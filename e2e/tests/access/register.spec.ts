import { control, expect, expectAccessible, logIn, test } from '../../support/fixtures.ts';

const PASSWORD = 'Welcome123!';

test.describe('Registration', () => {
  test('a new user registers, is shown the user name and logs in to the terms', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Pérez');
    await page.getByLabel('ID or RNC').fill('40212345678');
    await page.getByLabel('City').fill('Santo Domingo');
    await page.getByLabel('Email').fill('ana.perez@example.com');
    await page.getByLabel('Phone').fill('8095551234');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);

    const created = page.waitForResponse(
      (response) =>
        response.url().includes('/w/api/Account/CreateCustomer') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Register' }).click();
    const { message: userName } = (await (await created).json()) as { message: string };
    expect(userName).not.toBe('');

    const dialog = page.getByRole('dialog', { name: 'Your user is:' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(userName, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Go to Login' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, userName, PASSWORD);
    // New users have never accepted the terms.
    await expect(page).toHaveURL(/\/agreement$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('says so when registration is disabled', async ({ page }) => {
    await control(page, '/scenario', { registrationDisabled: true }, 'PATCH');

    await page.goto('/register');

    await expect(
      page.getByText(
        'User registration is not enabled, if you need to register a new user please contact the administrator.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
