import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { putSession, withDemoSessions, type Session } from './lighthouse-run.ts';
import { buildsFrom, serveBuilds } from './serve.ts';
import { launch } from './visit.ts';

/**
 * What a bettor on a slow phone link waits for, measured rather than simulated (decision 229):
 * cold loads of a page in a new context each, with Chromium's own throttling at Lighthouse's
 * mobile preset (slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up; 4× CPU), timing the first paint, the
 * moment the page can be used, and the largest contentful paint Chromium reports by then. Usable
 * is a public page's first enabled form field on screen (/register's form, which the app renders
 * once its code and the registration metadata are in; /login's, which its HTML holds disabled until
 * the page hydrates, decision 155) or, with --logged-in (demo's reload, the session in the tab
 * before the first script), the board's first price button. Lighthouse simulates the
 * network from an unthrottled localhost load, which counts every request that finished before the
 * first paint; this bench lets the requests really share the link.
 *
 *   npx tsx bench/slow-link.ts --dist before=DIR --dist after=DIR [--runs 8] [--page /register ...]
 *   npx tsx bench/slow-link.ts --logged-in [--page /leagues/Basketball/NBA] [--waterfall]
 *
 * --waterfall prints each build's first load as the times its requests started and ended.
 *
 * Each --dist is a production build (`npm run build`'s dist) served as `npm start` serves web/dist;
 * the builds alternate (A B, then B A). Without --dist, web/dist alone. Ports: SLOW_LINK_PORT
 * (4417) and one more per build. Prints the medians and every load.
 */

const { values } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '8' },
    page: { type: 'string', multiple: true },
    // Demo's reload: its session and frame hint in place before the page's first script.
    'logged-in': { type: 'boolean', default: false },
    // Prints each build's first load as a timeline of its requests.
    waterfall: { type: 'boolean', default: false },
  },
});
const LOGGED_IN = values['logged-in'];
const RUNS = Number(values.runs);
const PORT = Number(process.env.SLOW_LINK_PORT ?? 4417);
const PAGES = values.page ?? (LOGGED_IN ? ['/leagues/Basketball/NBA'] : ['/register']);
/** What a bettor can use first: a form's enabled field, or (logged in) the board's first price. */
const USABLE = LOGGED_IN
  ? 'button[data-offer-id]:not([disabled])'
  : 'form input:not([type="hidden"]):not([disabled])';
/** Lighthouse's mobile preset ("slow 4G", devtools throttling) and its CPU slowdown. */
const LINK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const builds = buildsFrom(values.dist);

interface Load {
  paint: number;
  largest: number;
  usable: number;
}

/** One cold load; with `timeline`, each request's start and end (ms after the navigation). */
async function load(
  browser: Browser,
  url: string,
  session: Session | undefined,
  timeline?: string[],
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (session) {
      await putSession(context, new URL(url).origin, session);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const start = Date.now();
    const { origin } = new URL(url);
    const mark = (what: string) =>
      timeline?.push(`${String(Date.now() - start).padStart(6)} ms  ${what}`);
    if (timeline) {
      page.on('request', (request) => mark(`start ${request.url().replace(origin, '')}`));
      page.on('requestfinished', (request) => mark(`end   ${request.url().replace(origin, '')}`));
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(USABLE).first().waitFor({ timeout: 60_000 });
    const usable = await page.evaluate(() => performance.now());
    mark('usable');
    // What paints just after (the reload's high-priority notice, decision 226) is still reported.
    await page.waitForTimeout(1_000);
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const largest = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            done(list.getEntries().at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => {
            done(Number.NaN);
          }, 500);
        }),
    );
    return { paint: Math.round(paint), largest: Math.round(largest), usable: Math.round(usable) };
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const servers = await withDemoSessions(await serveBuilds(builds, PORT), LOGGED_IN);
const browser = await launch();
try {
  const load1 = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(
    `Cold loads on a throttled link (slow 4G, ${String(CPU_SLOWDOWN)}× CPU), median of ${String(RUNS)}; load average ${load1()}`,
  );
  for (const path of PAGES) {
    const loads = new Map<string, Load[]>();
    const timelines = new Map<string, string[]>(
      values.waterfall ? servers.map(({ label }) => [label, []]) : [],
    );
    for (let run = 0; run < RUNS; run++)
      for (const { label, base, session } of run % 2 ? [...servers].reverse() : servers)
        loads.set(label, [
          ...(loads.get(label) ?? []),
          await load(
            browser,
            `${base}${path}`,
            session,
            run === 0 ? timelines.get(label) : undefined,
          ),
        ]);
    for (const [label, timeline] of timelines)
      console.log(`  ${path} ${label}, first load:\n    ${timeline.join('\n    ')}`);
    for (const { label } of servers) {
      const runs = loads.get(label) ?? [];
      console.log(
        `  ${path.padEnd(10)} ${label.padEnd(8)} first paint ${String(median(runs.map((run) => run.paint)))} ms  LCP ${String(median(runs.map((run) => run.largest)))} ms  usable ${String(median(runs.map((run) => run.usable)))} ms  [usable ${runs.map((run) => run.usable).join(' ')}]`,
      );
    }
  }
  console.log(`Load average at the end: ${load1()}`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
