import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
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

test('newbie declines the terms: logged out, and asked again at the next login (SPEC §4)', async ({
  page,
}) => {
  await logIn(page, 'newbie');
  await expect(page).toHaveURL(/\/agreement$/);
  const saved = page.waitForRequest(
    (request) =>
      request.url().endsWith('/w/api/account/SaveCustomer') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Decline' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ acceptedTerms: false });

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // Nothing was accepted: the terms come first again.
  await logIn(page, 'newbie');
  await expect(page).toHaveURL(/\/agreement$/);
  await expect(page.getByRole('button', { name: 'Decline' })).toBeEnabled();
});

test('Spanish on a phone: Rechazar, Ir al inicio de sesión and Confirmar fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    localStorage.setItem('language', 'es');
  });
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill('newbie');
  await page.getByLabel('Contraseña', { exact: true }).fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/agreement$/);
  for (const name of ['Rechazar', 'Ir al inicio de sesión', 'Confirmar']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
