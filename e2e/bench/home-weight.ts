import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { z } from 'zod';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { buildServer } from '@sportsbook/mock-server/server';
import { chromiumLaunchOptions } from '../../.config/chromium.mjs';
// The e2e journeys' axe options: the bench scans as they do.
import { LOW_IMPACT_RULES } from '../support/fixtures.ts';

/**
 * The weight of the logged-in home page (issue 32), per build, A/B in one run: demo logs in on a
 * 390 × 844 touch phone (and at 1366 × 768), and for each build it reads
 * - the elements in the document when the first game card paints, and once the page has settled;
 * - one axe scan of the whole page, as the e2e journeys run it (the same rules off);
 * - a price tap's interaction time (Event Timing, the INP of that one tap) with the CPU slowed 4×;
 * - the layout shift while the bettor scrolls to the bottom of the page (CLS of the scroll).
 * Each figure is the median of --runs visits, each in a new context (a cold first visit: no cache,
 * no storage). Builds alternate A B, then B A.
 *
 *   npx tsx bench/home-weight.ts                                  (web/dist)
 *   npx tsx bench/home-weight.ts --dist before=DIR --dist after=DIR [--runs 3]
 */

const { values } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(process.env.HOME_WEIGHT_PORT ?? 4430);
const SIZES = [
  { name: 'phone 390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  {
    name: 'desktop 1366',
    viewport: { width: 1366, height: 768 },
    isMobile: false,
    hasTouch: false,
  },
];

const numbers = z.array(z.number());

interface Visit {
  firstPaintElements: number;
  settledElements: number;
  axeMs: number;
  tapMs: number;
  scrollShift: number;
}

async function logIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/$/);
}

async function visit(browser: Browser, base: string, size: (typeof SIZES)[number]): Promise<Visit> {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
  });
  const page = await context.newPage();
  try {
    await page.request.post(`${base}/__mock/reset`);
    // Counted in the frame where the first card is attached, before anything else can run.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('main article')) return;
        Reflect.set(window, '__firstPaintElements', document.querySelectorAll('*').length);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      Reflect.set(window, '__shifts', []);
      new PerformanceObserver((list) => {
        const shifts: unknown = Reflect.get(window, '__shifts');
        if (!Array.isArray(shifts)) return;
        for (const entry of list.getEntries())
          if (!Reflect.get(entry, 'hadRecentInput'))
            shifts.push(Number(Reflect.get(entry, 'value')));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await logIn(page, base);
    const notice = page.getByRole('dialog', { name: /unread high priority messages?/ });
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstPaintElements = z
      .number()
      .parse(await page.evaluate((): unknown => Reflect.get(window, '__firstPaintElements')));
    const settledElements = await page.evaluate(() => document.querySelectorAll('*').length);

    const started = performance.now();
    await new AxeBuilder({ page })
      .disableRules(LOW_IMPACT_RULES)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const axeMs = performance.now() - started;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const taps: number[] = [];
      Reflect.set(window, '__taps', taps);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (Number(Reflect.get(entry, 'interactionId')) > 0) taps.push(entry.duration);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: false,
      } as PerformanceObserverInit);
    });
    const price = page
      .locator('main article')
      .first()
      .getByRole('button', { pressed: false })
      .first();
    if (size.hasTouch) await price.tap();
    else await price.click();
    await page.waitForTimeout(1000);
    const taps = numbers.parse(await page.evaluate((): unknown => Reflect.get(window, '__taps')));
    // Below the threshold the observer reports nothing: the tap took under 16 ms.
    const tapMs = Math.max(16, ...taps);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await page.evaluate(() => {
      Reflect.set(window, '__shifts', []);
    });
    for (let step = 0; step < 200; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(50);
      if (atEnd) break;
    }
    await page.waitForTimeout(300);
    const scrollShift = numbers
      .parse(await page.evaluate((): unknown => Reflect.get(window, '__shifts')))
      .reduce((sum, value) => sum + value, 0);
    return { firstPaintElements, settledElements, axeMs, tapMs, scrollShift };
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const builds = (values.dist ?? [`build=${resolve(import.meta.dirname, '../../web/dist')}`]).map(
  (entry) => {
    const [label, dir] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
    if (!label || !dir) throw new Error(`--dist ${entry}: LABEL=DIR`);
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${dir} holds no build`);
    return { label, dir: resolve(dir) };
  },
);
const servers = await Promise.all(
  builds.map(async ({ label, dir }, index) => {
    const app = await buildServer({
      webRoot: dir,
      validateResponses: false,
      cacheAnswers: true,
      logger: false,
      disableRequestLogging: true,
    });
    const port = PORT + index;
    await app.listen({ port, host: '127.0.0.1' });
    return { label, app, base: `http://127.0.0.1:${String(port)}` };
  }),
);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(
    `Logged-in home page, median of ${String(RUNS)} cold visits; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  for (const size of SIZES) {
    const visits = new Map<string, Visit[]>();
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? [...servers].reverse() : servers;
      for (const { label, base } of order)
        visits.set(label, [...(visits.get(label) ?? []), await visit(browser, base, size)]);
    }
    for (const { label } of servers) {
      const runs = visits.get(label) ?? [];
      const of = (key: keyof Visit) => median(runs.map((run) => run[key]));
      console.log(
        `${size.name.padEnd(13)} ${label.padEnd(8)} elements at first paint ${String(of('firstPaintElements')).padStart(5)}, settled ${String(of('settledElements')).padStart(5)}; one axe scan ${(of('axeMs') / 1000).toFixed(1).padStart(5)} s; price tap at 4× CPU ${String(Math.round(of('tapMs'))).padStart(4)} ms; layout shift while scrolling ${of('scrollShift').toFixed(3)}`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map(({ app }) => app.close()));
}
