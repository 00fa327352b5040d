import { endpointKeys, registry } from '@sportsbook/contracts/registry';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Issue 16: the mock server serves the OpenAPI document as an interactive reference at /docs,
 * offline (Swagger UI from node_modules, no CDN), under the app's Content-Security-Policy.
 */
test('/docs renders every operation of the contract, from this server only', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Sportsbook web client API/ })).toBeVisible();
  const operations = page.locator('.opblock');
  await expect(operations).toHaveCount(endpointKeys.length);

  // Each registry call is listed with its method and path.
  const listed = await page
    .locator('.opblock-summary-method, .opblock-summary-path')
    .allInnerTexts();
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < listed.length; i += 2) {
    pairs.add(`${listed[i] ?? ''} ${(listed[i + 1] ?? '').replace(/\u200b/g, '')}`);
  }
  for (const key of endpointKeys) {
    const def = registry[key];
    expect(pairs, key).toContain(`${def.method} ${def.path}`);
  }
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
