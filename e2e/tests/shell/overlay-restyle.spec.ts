import { expect, test, type Page } from '../../support/fixtures.ts';
import { betSlip, game, offer, openTomorrowsNba } from '../sportsbook/betting.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Decision 227: opening a modal sheet restyles the sheet, not the page under it. Radix's
 * `pointer-events: none` on body and its scroll lock's variable there used to make the browser
 * recalculate the style of every element of the page on each opening (490 of a phone's league
 * page, and 551 more when the toasts' place was set on the document).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The element counts of the style recalculations Chromium recorded while `act` ran. */
async function styleRecalculations(page: Page, act: () => Promise<void>): Promise<number[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  let recorded: Buffer;
  try {
    await act();
  } finally {
    recorded = await browser.stopTracing();
  }
  const trace: unknown = JSON.parse(recorded.toString('utf8'));
  const events = isRecord(trace) && Array.isArray(trace.traceEvents) ? trace.traceEvents : [];
  return events.flatMap((event: unknown) =>
    isRecord(event) &&
    event.name === 'UpdateLayoutTree' &&
    isRecord(event.args) &&
    typeof event.args.elementCount === 'number'
      ? [event.args.elementCount]
      : [],
  );
}

test('opening the slip on a phone restyles the sheet, not the page under it', async ({ page }) => {
  await openTomorrowsNba(page);
  const slip = betSlip(page, 'mobile');
  await slip.pick(offer(game(page, 0), 'G-moneyline-away'), 1);
  const pageElements = await page.evaluate(() => document.querySelectorAll('*').length);

  const counts = await styleRecalculations(page, async () => {
    await slip.button.tap();
    await expect(slip.amount).toBeVisible();
  });
  expect(counts.length, 'the trace recorded the opening').toBeGreaterThan(0);
  expect(
    Math.max(...counts),
    `no style recalculation takes in a quarter of the page's ${String(pageElements)} elements`,
  ).toBeLessThan(pageElements / 4);

  // The page under the overlay still takes no pointer: the overlay does, and a tap on it closes
  // the sheet without touching what lies under it.
  const under = await page.evaluate(() => {
    const hit = document.elementFromPoint(20, 400);
    return { overlay: hit?.getAttribute('data-slot') ?? null, inPage: !!hit?.closest('#root') };
  });
  expect(under).toEqual({ overlay: 'sheet-overlay', inPage: false });
  await page.touchscreen.tap(20, 400);
  await expect(slip.panel).toBeHidden();
  await expect(page).toHaveURL(/\/leagues\/Basketball\/NBA/);
  await expect(slip.button).toHaveAccessibleName('Betslip 1 pick');
});
