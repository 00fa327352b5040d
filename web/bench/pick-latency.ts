import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../.config/chromium.mjs';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { ensureBuild, serveAsNpmStart } from './serve.ts';

// How long a bettor waits between clicking a price and seeing the pick in the slip, on the
// production build served by the mock server as `npm start` serves it (latency 0). Median of 20.
const ROUNDS = 20;
const AIM_MS = 100;

ensureBuild();
const server = await serveAsNpmStart(4414);
const base = server.base;

// Runs in the page. Plain text, so the bundler's helpers (tsx names functions with __name) stay out.
const PICK_SCRIPT = `(async ({ offerId, count }) => {
  const button = document.querySelector('[data-offer-id="' + offerId + '"]');
  if (!button) throw new Error('no price ' + offerId);
  const shown = () => document.querySelectorAll('[data-testid="slip-item"]').length === count;
  return await new Promise((done) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      // The pick is in the DOM; the next frame is when the bettor sees it.
      requestAnimationFrame(() => done(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    button.click();
  });
})`;

/** Clicks a price and resolves with the ms until the slip has painted `count` picks. */
async function timePick(page: Page, offerId: string, count: number): Promise<number> {
  const elapsed: unknown = await page.evaluate(
    `${PICK_SCRIPT}(${JSON.stringify({ offerId, count })})`,
  );
  if (typeof elapsed !== 'number') throw new Error('the page measured nothing');
  return elapsed;
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const day = `${String(tomorrow.getFullYear())}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.goto(`${base}/leagues/Basketball/NBA?date=${day}`);
  const offerId = await page
    .locator('[data-offer-id$="G-moneyline-away"]')
    .first()
    .getAttribute('data-offer-id');
  if (!offerId) throw new Error('no NBA price tomorrow');
  // One warm-up round (lazy chunks, first slip creation), then the measured ones.
  await timePick(page, offerId, 1);
  await timePick(page, offerId, 0);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    times.push(await timePick(page, offerId, 1));
    await timePick(page, offerId, 0);
  }
  times.sort((a, b) => a - b);
  const median = ((times[ROUNDS / 2 - 1] ?? 0) + (times[ROUNDS / 2] ?? 0)) / 2;
  console.log(
    `click a price → pick painted in the slip: median ${median.toFixed(1)} ms, ` +
      `min ${(times[0] ?? 0).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms ` +
      `(${String(ROUNDS)} rounds; aim ≤ ${String(AIM_MS)} ms: ${median <= AIM_MS ? 'met' : 'NOT met'})`,
  );
} finally {
  await browser.close();
  server.stop();
}
