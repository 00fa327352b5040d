import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../.config/chromium.mjs';
import { ensureBuild, serveAsNpmStart, webRoot } from './serve.ts';

// Lighthouse 12, mobile preset (its default: Moto G Power, slow 4G, 4x CPU, simulated), on the
// production build served as `npm start` serves it. Writes docs/bench/lighthouse.json.
// Aims (issue 15): performance >= 95 on each page, CLS < 0.05, TBT < 100 ms.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  { name: '/login', path: '/login', loggedIn: false },
  { name: '/services/sport', path: '/services/sport', loggedIn: false },
  { name: 'league page', path: '/leagues/Basketball/NBA', loggedIn: true },
];

interface Score {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

ensureBuild();
const server = await serveAsNpmStart(4411);
const chrome = await launchChrome({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
  port: 4412,
});
const results: Record<string, Score & { runs: Score[] }> = {};
try {
  // A logged-in session in the profile Lighthouse drives (it keeps storage: disableStorageReset).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(`${server.base}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('Demo123!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const session = await page.evaluate(() =>
    JSON.stringify(Object.fromEntries(Object.entries(localStorage))),
  );
  await page.close();

  for (const target of PAGES) {
    const runs: Score[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Public pages start from an empty profile; the league page from the session above.
      const setup = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      await setup.goto(`${server.base}/notfound`);
      await setup.evaluate(
        ({ loggedIn, stored }) => {
          localStorage.clear();
          if (!loggedIn) return;
          for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>))
            localStorage.setItem(key, value);
        },
        { loggedIn: target.loggedIn, stored: session },
      );
      await setup.close();
      const result = await lighthouse(`${server.base}${target.path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        siMs: Math.round(audit('speed-index')),
      });
    }
    const pick = (key: keyof Score) => median(runs.map((run) => run[key]));
    results[target.name] = {
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      siMs: pick('siMs'),
      runs,
    };
  }
  await browser.close();
} finally {
  chrome.kill();
  server.stop();
}

console.log(`Lighthouse 12 mobile, median of ${String(RUNS)} runs per page:`);
console.log('  page               score   FCP      LCP      TBT     CLS     SI');
for (const [name, s] of Object.entries(results)) {
  const met = s.performance >= 95 && s.cls < 0.05 && s.tbtMs < 100;
  console.log(
    `  ${name.padEnd(17)} ${String(s.performance).padStart(5)}  ${String(s.fcpMs).padStart(5)} ms ` +
      `${String(s.lcpMs).padStart(5)} ms ${String(s.tbtMs).padStart(4)} ms  ${s.cls.toFixed(3)}  ` +
      `${String(s.siMs).padStart(5)} ms  ${met ? 'aims met' : 'aims NOT met'}`,
  );
}
const out = resolve(webRoot, '../docs/bench');
mkdirSync(out, { recursive: true });
writeFileSync(
  resolve(out, 'lighthouse.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile', results }, null, 2)}\n`,
);
console.log('Scores written to docs/bench/lighthouse.json');
