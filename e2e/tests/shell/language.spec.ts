import { expect, expectAccessible, test } from '../../support/fixtures.ts';

test('Español on /login translates the screen and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Español' })
    .click();

  const expectSpanish = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  };
  await expectSpanish();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  await expectAccessible(page);

  await page.reload();

  await expectSpanish();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
});
