import {
  control,
  expect,
  expectAccessible,
  logInAsDemo,
  test,
  waitForHub,
  type Page,
} from '../../support/fixtures.ts';

/** Ends the stored session on the server behind the app's back: its token stops working. */
async function killSessionOnServer(page: Page) {
  const token = await page.evaluate(() => {
    const stored = sessionStorage.getItem('currentUser');
    return stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
  });
  expect(token, 'the stored user has a token').toBeTruthy();
  const response = await page.request.post('/w/api/session/logout', {
    headers: { Authorization: `Bearer ${String(token)}` },
    data: { clientId: 'sportsbook-web' },
  });
  expect(response.ok()).toBe(true);
}

/** Opens Casino from the top menu's services. */
async function openCasino(page: Page) {
  await page
    .getByRole('navigation', { name: 'Services' })
    .getByRole('link', { name: 'Casino', exact: true })
    .click();
}

test.describe('A session ended on the server', () => {
  test('sends the user to /login at the next call', async ({ page }) => {
    await logInAsDemo(page);
    await waitForHub(page);

    await killSessionOnServer(page);
    // A pushed message makes the shell refetch the unread counts: that call answers 401.
    const unauthorized = page.waitForResponse(
      (response) => response.url().includes('/w/api/') && response.status() === 401,
    );
    await control(page, '/hub/push', { event: 'ReceiveMessage', payload: 'Hi', userName: 'demo' });
    await unauthorized;

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('currentUser'))).toBeNull();
    await expectAccessible(page);
  });

  // The casino-token call answers 401: the app must land on /login, not on the sport page the
  // external-service page uses for other failures.
  test('sends the user to /login when opening Casino fails with 401', async ({ page }) => {
    await logInAsDemo(page);
    await killSessionOnServer(page);

    await openCasino(page);

    await expect(page).toHaveURL(/\/login$/);
  });

  // The push connection opens after the page's first reads (decision 095): its negotiate can be
  // refused while the user is already leaving for Casino. Two 401s and a navigation race; the
  // user must still end on /login, not on the sport page the Casino page falls back to.
  test('ends on /login when a late push negotiate is refused while Casino opens', async ({
    page,
  }) => {
    await page.route('**/w/api/notification/negotiate*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await logInAsDemo(page);
    await killSessionOnServer(page);

    // On a busy machine the refusal can land before the click: the app is then on /login with no
    // Casino link left to click, and the end checked below is the same.
    const clicked = openCasino(page).then(
      () => 'clicked',
      (error: unknown) => error,
    );
    const outcome = await Promise.race([clicked, page.waitForURL(/\/login$/).then(() => 'left')]);
    if (outcome !== 'clicked' && outcome !== 'left') throw outcome;

    await expect(page).toHaveURL(/\/login$/);
    // Both refusals have landed by now; the user stays on /login.
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('currentUser'))).toBeNull();
  });
});
