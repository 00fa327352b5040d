import type { APIResponse } from '@playwright/test';
import {
  closeHighPriorityNotice,
  expect,
  logInAsDemo,
  recordCspViolations,
  test,
} from '../../support/fixtures.ts';

/** Directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectHardened(response: APIResponse, page: boolean) {
  const headers = response.headers();
  const where = response.url();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  if (page) {
    expect(csp.get('script-src'), where).toEqual(["'self'"]);
    expect(csp.get('connect-src'), where).toEqual(["'self'"]);
    expect(csp.get('object-src'), where).toEqual(["'none'"]);
  } else {
    expect(csp.get('default-src'), where).toEqual(["'none'"]);
  }
}

test.describe('Security headers and the Content-Security-Policy (production build)', () => {
  test('every answer carries them: pages, an asset, API answers and errors; no source map is served', async ({
    page,
  }) => {
    const home = await page.request.get('/');
    expect(home.ok()).toBe(true);
    expectHardened(home, true);
    const html = await home.text();
    expect(html, 'no inline script in the build').not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expectHardened(await page.request.get('/login'), true);

    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script of index.html').toBeDefined();
    const asset = await page.request.get(script ?? '');
    expect(asset.ok()).toBe(true);
    expectHardened(asset, false);
    expect(await asset.text(), 'no source map comment').not.toContain('sourceMappingURL');
    const map = await page.request.get(`${script ?? ''}.map`);
    expect(map.status()).toBe(404);
    expectHardened(map, false);

    const api = await page.request.get('/w/api/sportevent/today-events');
    expect(api.ok()).toBe(true);
    expectHardened(api, false);
    const refused = await page.request.get('/w/api/account/standing');
    expect(refused.status()).toBe(401);
    expect(refused.headers()['content-type']).toMatch(/problem\+json/);
    expectHardened(refused, false);
    const unknown = await page.request.get('/w/api/no-such-call');
    expect(unknown.status()).toBe(404);
    expectHardened(unknown, false);
  });

  test('the policy is enforced: an injected inline script does not run and is reported', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__inline = 'ran'";
      document.head.append(script);
      return Reflect.get(window, '__inline') !== undefined;
    });
    expect(ran).toBe(false);
    await expect
      .poll(violations)
      .toContainEqual(expect.stringMatching(/^script-src(-elem)? inline/));
  });

  test('the main screens raise no CSP violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/services/sport');
    await expect(page.getByRole('main')).toBeVisible();
    await logInAsDemo(page);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    for (const [path, heading] of [
      ['/leagues/Basketball/NBA', 'NBA'],
      ['/account', 'Pending tickets'],
      ['/cashier', 'Cashier'],
      ['/quick-games', 'Quick games'],
    ] as const) {
      await page.goto(path);
      await closeHighPriorityNotice(page);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
    // The Casino opens in an https frame with its token.
    await page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'Casino', exact: true })
      .click();
    await expect(page.locator('iframe[src^="https://"]')).toHaveCount(1);
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Weekend promotion' }).click();
    await expect(page).toHaveURL(/\/message\?id=/);
    expect(await violations()).toEqual([]);
  });
});
