import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { buildsFrom, serveBuilds } from './serve.ts';
import { launch } from './visit.ts';

/**
 * What a bettor on a slow phone link waits for, measured rather than simulated (decision 229):
 * cold loads of a public page in a new context each, with Chromium's own throttling at Lighthouse's
 * mobile preset (slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up; 4× CPU), timing the first paint and
 * the moment the page can be used: its first form field on screen, which on /register the app
 * renders once its code and the registration metadata are in (its HTML shows a spinner; a page
 * whose HTML already holds its form, like /login, is not measured by this). Lighthouse simulates the
 * network from an unthrottled localhost load, which counts every request that finished before the
 * first paint; this bench lets the requests really share the link.
 *
 *   npx tsx bench/slow-link.ts --dist before=DIR --dist after=DIR [--runs 8] [--page /register ...]
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
  },
});
const RUNS = Number(values.runs);
const PORT = Number(process.env.SLOW_LINK_PORT ?? 4417);
const PAGES = values.page ?? ['/register'];
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
  usable: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('form input:not([type="hidden"])').first().waitFor({ timeout: 60_000 });
    const usable = await page.evaluate(() => performance.now());
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { paint: Math.round(paint), usable: Math.round(usable) };
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const servers = await serveBuilds(builds, PORT);
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
    for (let run = 0; run < RUNS; run++)
      for (const { label, base } of run % 2 ? [...servers].reverse() : servers)
        loads.set(label, [...(loads.get(label) ?? []), await load(browser, `${base}${path}`)]);
    for (const { label } of servers) {
      const runs = loads.get(label) ?? [];
      console.log(
        `  ${path.padEnd(10)} ${label.padEnd(8)} first paint ${String(median(runs.map((run) => run.paint)))} ms  form usable ${String(median(runs.map((run) => run.usable)))} ms  [usable ${runs.map((run) => run.usable).join(' ')}]`,
      );
    }
  }
  console.log(`Load average at the end: ${load1()}`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
