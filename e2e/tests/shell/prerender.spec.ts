import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { control, expect, test, withRunClock } from '../../support/fixtures.ts';

/**
 * Issue 27: the public pages come as prerendered HTML in the visitor's language (decision 155).
 * Their text is on screen with JavaScript off; with it on, the page hydrates that very HTML (the
 * nodes painted first are the ones the app then drives) and React reports no mismatch.
 */

const LOCALES = join(import.meta.dirname, '../../../web/src/locales');
const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** A text of web/src/locales/<language>/<namespace>.json, by dotted key. */
function text(language: Language, namespace: string, key: string): string {
  let value: unknown = JSON.parse(
    readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'),
  );
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? Reflect.get(value, part) : undefined;
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

/** Each prerendered page, the heading it shows, and one more line of its text. */
const PAGES = [
  { path: '/login', heading: ['auth', 'login.title'], line: ['auth', 'login.forgotPassword'] },
  { path: '/register', heading: ['auth', 'register.title'], line: ['auth', 'register.intro'] },
  {
    path: '/forgotPassword',
    heading: ['auth', 'forgotPassword.title'],
    line: ['auth', 'forgotPassword.intro'],
  },
  {
    path: '/services/sport',
    heading: ['sports', 'title'],
    line: ['public', 'footer.responsibleText'],
  },
  { path: '/notfound', heading: ['status', 'notFound.title'], line: ['status', 'notFound.text'] },
] as const;

const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-GB,en;q=0.9', es: 'es-ES,es;q=0.9' };

const contextIn = async (browser: Browser, language: Language, javaScriptEnabled = true) =>
  withRunClock(
    await browser.newContext({
      javaScriptEnabled,
      locale: language === 'en' ? 'en-GB' : 'es-ES',
      extraHTTPHeaders: { 'Accept-Language': ACCEPT_LANGUAGE[language] },
    }),
  );

/** Console errors and warnings and uncaught errors of `page`, as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Tags the first <h1> of the page. In prerendered HTML (the tests check `data-prerendered`) that is
 * the parser's, tagged before any script runs (the app's module script runs once the document is
 * parsed, after this observer's callback): after hydration the heading on screen is still that
 * node; a page rendered anew has an untagged one.
 */
async function tagParsedHeading(context: BrowserContext) {
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      heading.dataset.parsed = 'yes';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Resolves once React owns #root (hydrateRoot or createRoot marks its container). */
const reactOwnsRoot = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

test.beforeEach(async ({ page }) => {
  await control(page, '/reset');
});

for (const language of LANGUAGES) {
  for (const { path, heading, line } of PAGES) {
    const title = text(language, heading[0], heading[1]);
    const other = text(language, line[0], line[1]);

    test(`${path} in ${language}: its text is in the HTML, before any script`, async ({
      browser,
    }) => {
      const context = await contextIn(browser, language, false);
      const page = await context.newPage();
      const answer = await page.goto(path);
      expect(answer?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(other, { exact: true }).first()).toBeVisible();
      // A form typed into before the script would lose its values or submit them in the URL.
      await expect(page.locator('form :is(input, button[type="submit"]):enabled')).toHaveCount(0);
      await context.close();
    });

    test(`${path} in ${language}: hydrates the HTML with no mismatch`, async ({ browser }) => {
      const context = await contextIn(browser, language);
      await tagParsedHeading(context);
      const page = await context.newPage();
      const problems = problemsOf(page);
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^[a-z-]+$/);
      await reactOwnsRoot(page);
      await page.waitForLoadState('networkidle');
      const shown = page.getByRole('heading', { level: 1, name: title });
      await expect(shown).toBeVisible();
      await expect(shown, 'the heading painted first is the one hydrated').toHaveAttribute(
        'data-parsed',
        'yes',
      );
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test('a stored language other than the HTML’s renders anew, in the stored one, cleanly', async ({
  browser,
}) => {
  const context = await contextIn(browser, 'en');
  await context.addInitScript(() => {
    localStorage.setItem('language', 'es');
  });
  await tagParsedHeading(context);
  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1, name: text('es', 'auth', 'login.title') });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute('data-parsed', 'yes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});

test('the region check still runs in the browser on a hydrated /login', async ({
  browser,
  page,
}) => {
  await control(page, '/scenario', { regionBlocked: true }, 'PATCH');
  const context = await contextIn(browser, 'en');
  const visit = await context.newPage();
  await visit.goto('/login');
  await expect(visit).toHaveURL(/\/access-denied$/);
  await expect(
    visit.getByRole('heading', { level: 1, name: text('en', 'status', 'accessDenied.title') }),
  ).toBeVisible();
  await context.close();
});

test('nothing moves while a cold page fills in on a phone: layout shift under 0.05 on each page', async ({
  browser,
  page,
}) => {
  // The data a page waits for comes a second after its HTML painted, as on a slow phone: the
  // register form arrived under a centred card and moved it up (CLS 0.263, issue 27).
  await control(page, '/errors', { endpoint: 'meta.registration', delayMs: 1000 });
  for (const { path } of PAGES) {
    const context = await withRunClock(
      await browser.newContext({ viewport: { width: 412, height: 823 } }),
    );
    await context.addInitScript(() => {
      // Each shift's value and what moved (tag, id or first class, at what time), so a failure
      // names the element and the moment, not only the sum.
      const shifts: { value: number; moved: string }[] = [];
      Reflect.set(window, '__shifts', shifts);
      const describe = (node: unknown): string => {
        if (!(node instanceof Element)) return String(node);
        const mark = node.id ? `#${node.id}` : node.classList[0] ? `.${node.classList[0]}` : '';
        return `${node.tagName.toLowerCase()}${mark}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (Reflect.get(entry, 'hadRecentInput')) continue;
          const sources: unknown = Reflect.get(entry, 'sources');
          const nodes = Array.isArray(sources)
            ? sources.map((source: unknown) => describe(Reflect.get(Object(source), 'node')))
            : [];
          shifts.push({
            value: Number(Reflect.get(entry, 'value')),
            moved: `${nodes.join(', ')} at ${String(Math.round(entry.startTime))} ms`,
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const visit = await context.newPage();
    await visit.goto(path);
    await reactOwnsRoot(visit);
    await visit.waitForLoadState('networkidle');
    await visit.waitForTimeout(500);
    const { total, moved } = await visit.evaluate(() => {
      const shifts: unknown = Reflect.get(window, '__shifts');
      if (!Array.isArray(shifts)) return { total: NaN, moved: [] };
      return {
        total: shifts.reduce(
          (sum: number, shift: unknown) => sum + Number(Reflect.get(Object(shift), 'value')),
          0,
        ),
        moved: shifts.map((shift: unknown) => String(Reflect.get(Object(shift), 'moved'))),
      };
    });
    expect(total, `layout shift on ${path}: ${moved.join('; ')}`).toBeLessThan(0.05);
    await context.close();
  }
});
