import { createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import { UserSessionSchema } from '@sportsbook/contracts/schemas/session';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { closeHighPriorityNotice, expect, type Page } from '../../support/fixtures.ts';

/** A phone, as the issue asks for each feature (390 × 844). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Spanish from the first paint: the stored language (SPEC §1) before the app starts. */
export async function inSpanish(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'es');
  });
}

/** demo logs in through the Spanish login form and closes the high-priority notice. */
export async function logInAsDemoInSpanish(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('dialog', { name: /mensajes? de alta prioridad/ });
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(notice).toBeHidden();
}

export { closeHighPriorityNotice };

/** The API with the page's own session (its token in session storage): no second login. */
export async function apiOf(page: Page): Promise<ApiClient> {
  const stored = await page.evaluate(() => sessionStorage.getItem('currentUser'));
  const { token } = UserSessionSchema.parse(JSON.parse(stored ?? 'null'));
  return createApiClient({
    baseUrl: new URL(page.url()).origin,
    clientId: 'e2e',
    getToken: () => token,
  });
}

/** A local calendar day as the app's ?date= takes it, `offset` days from today. */
export function localDay(offset: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
