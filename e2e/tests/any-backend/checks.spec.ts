import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { Tab } from './any-backend.ts';
import { developerTextPatterns, requestViolation } from './contract-checks.ts';

/**
 * The any-backend journey's checks, held to what they must find (decision 188): on pages of our
 * own, without a server, each check reports what it is there for, and the app's own texts set none
 * off.
 */

const ORIGIN = 'http://any-backend.test';

/** Serves `body` as the page at ORIGIN + path (no server: the route answers). */
async function serve(tab: Tab, body: string) {
  await tab.page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body>${body}</body></html>`,
    }),
  );
}

test.describe('the journey’s checks', () => {
  test('find developer text in a toast gone before the check, and an error page', async ({
    page,
    context,
  }) => {
    const tab = await Tab.open(context, page);
    await serve(
      tab,
      `<h1>ERROR OCCURED</h1><script>
        const toast = document.createElement('div');
        toast.textContent = 'Response of account.snapshot breaks the contract: figure.0.date: Expected an ISO 8601 date-time';
        document.body.append(toast);
        setTimeout(() => toast.remove(), 50);
      </script>`,
    );
    const { problems } = await tab.visit(`${ORIGIN}/account`);
    expect(problems).toEqual([
      expect.stringMatching(/^developer text: contract wording: .*Response of account\.snapshot/),
      expect.stringMatching(/^developer text: an endpoint id: .*account\.snapshot/),
      expect.stringMatching(/^developer text: a field path: .*figure\.0\.date/),
      expect.stringMatching(/^error page: ERROR OCCURED/),
    ]);
  });

  test('find an uncaught error and a frozen tab, then go on in a new tab', async ({
    page,
    context,
  }) => {
    const tab = await Tab.open(context, page);
    await serve(
      tab,
      `<script>
        setTimeout(() => { throw new TypeError('odd value'); }, 0);
        addEventListener('load', () => setTimeout(() => { for (;;) {} }, 100));
      </script>`,
    );
    const frozen = await tab.visit(`${ORIGIN}/frozen`);
    expect(frozen.frozen).toBe(true);
    expect(frozen.problems).toEqual([
      'uncaught TypeError: odd value',
      expect.stringMatching(/^the tab did not answer within 5 s \(frozen\)/),
    ]);
    expect(tab.page).not.toBe(page);
    await tab.page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Fine</h1>' }),
    );
    expect(await tab.visit(`${ORIGIN}/fine`)).toEqual({ problems: [], frozen: false });
  });

  test('refuse requests off the contract, pass those on it', () => {
    const request = (method: string, path: string, body: string | null = null) => ({
      method,
      url: new URL(path, ORIGIN),
      contentType: 'application/json',
      body,
    });
    expect(requestViolation(request('GET', '/w/api/account/figure?week=0'))).toBeNull();
    expect(requestViolation(request('GET', '/w/api/account/figure?week=-1'))).toMatch(
      /^account\.figure .*query\.week: week cannot be negative/,
    );
    expect(requestViolation(request('GET', '/w/api/ticket/abc'))).toMatch(
      /^ticket\.get .*params\.id/,
    );
    expect(
      requestViolation(request('POST', '/w/api/token', '{"userName":"a","password":"b"}')),
    ).toMatch(/^auth\.token .*body\.clientId/);
    expect(requestViolation(request('GET', '/w/api/nothing-here'))).toMatch(/no endpoint/);
    expect(requestViolation(request('POST', '/w/api/notification/negotiate'))).toBeNull();
    expect(requestViolation(request('GET', '/assets/index.js'))).toBeNull();
  });

  test('find none of their patterns in the app’s own texts, English and Spanish', () => {
    const patterns = developerTextPatterns().map((p) => ({
      ...p,
      regex: new RegExp(p.source, p.flags),
    }));
    const locales = resolve(import.meta.dirname, '../../../web/src/locales');
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
    };
    for (const file of readdirSync(locales, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.json')) collect(JSON.parse(readFileSync(resolve(locales, file), 'utf8')));
    expect(texts.length).toBeGreaterThan(500);
    const hits = texts.flatMap((text) =>
      patterns.filter((p) => p.regex.test(text)).map((p) => `${p.what}: ${text}`),
    );
    expect(hits).toEqual([]);
  });
});
