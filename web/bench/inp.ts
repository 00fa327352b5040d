import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { INPAttribution, INPMetricWithAttribution } from 'web-vitals/attribution';
import { addDays, toIsoDay } from '../src/lib/local-day.ts';
import { ensureBuild, serveAsNpmStart } from './serve.ts';
import { launch, logIn } from './visit.ts';

/**
 * Issue 37 part 3 (decision 214): how fast four interactions respond, as INP measures them, on the
 * production build served as `npm start` serves it, the CPU slowed 4× over CDP:
 *
 *   1. picking a price on a league page (the pick is added to the slip beside the page, 1366 px);
 *   2. opening the slip on a phone (tapping the floating Betslip button; 390×844, touch);
 *   3. typing a stake (one key press in the slip's Wager amount field, 1366 px);
 *   4. switching the odds format (Decimal in the user menu's Odds format group, 1366 px);
 *
 * and, apart from the four, opening the user menu (1366 px), the desktop page's worst since, and
 * closing the slip on a phone (its close button), the phone page's worst since decision 245.
 *
 * Each is done --rounds times (20) after two unmeasured warm-up rounds, with a reset between
 * rounds that puts the page back as it was (unpick; close the sheet; Backspace; back to American).
 * An interaction's figure is what web-vitals' onINP takes for it: the longest duration among the
 * Event Timing entries that share its interactionId (input delay + processing + until the next
 * frame is presented). INP itself is only the page's worst interaction, so the bench reads every
 * interaction from the same entries and checks, per page, that web-vitals' own onINP (attribution
 * build, reportAllChanges) reports the worst of them. Printed: interaction, n, p50, p75 (nearest
 * rank), max, the aim (< 100 ms), and where the median round spends its time.
 *
 *   npx tsx bench/inp.ts [--no-build] [--rounds 20] [--profile DIR]
 *
 * --profile DIR records one more round of each interaction with the JS sampling profiler and a
 * performance trace, and writes both to DIR (a .cpuprofile and a .trace.json per interaction,
 * for DevTools' Performance panel; the build's hidden source maps name the code).
 *
 * Port INP_PORT (4415). The figures depend on the machine's load: the bench prints it.
 */

const AIM_MS = 100;
const CPU_SLOWDOWN = 4;
const WARM_UP_ROUNDS = 2;
/** Event Timing's smallest threshold: a quicker interaction dispatches no entry. */
const THRESHOLD_MS = 16;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '20' },
    profile: { type: 'string' },
  },
});
const ROUNDS = Number(values.rounds);
const PORT = Number(process.env.INP_PORT ?? 4415);
const PROFILE_DIR = values.profile;

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

// web-vitals' attribution build as a classic script: its UMD file sets `webVitals` on the window.
const WEB_VITALS = readFileSync(
  createRequire(import.meta.url).resolve('web-vitals/attribution'),
  'utf8',
);

// Runs in every page before its own scripts. Plain text, so tsx's helpers (__name) stay out; the
// predicates given to waitForFunction are functions, since the page's CSP refuses eval of text.
// `window.__inp` keeps every interaction's entries and each of web-vitals' INP reports.
const RECORDER = `(() => {
  const state = { entries: [], reports: [], shownAt: null };
  window.__inp = state;
  // When the frame that first draws an element matching the selector has run its main-thread
  // part: checked at each frame's start, stamped in a task after that frame.
  state.armShown = (selector) => {
    state.shownAt = null;
    const check = () => {
      if (document.querySelector(selector)) setTimeout(() => { state.shownAt = performance.now(); }, 0);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.entries.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: ${String(THRESHOLD_MS)}, buffered: true });
  webVitals.onINP((metric) => {
    const a = metric.attribution;
    state.reports.push({
      value: metric.value,
      target: a.interactionTarget || '',
      type: a.interactionType || '',
      inputDelay: a.inputDelay,
      processing: a.processingDuration,
      presentation: a.presentationDelay,
      script: a.longestScript
        ? (a.longestScript.entry.invoker || '') + ' ' + (a.longestScript.entry.sourceURL || '').replace(/^.*\\//, '')
          + ' ' + Math.round(a.longestScript.intersectingDuration) + ' ms in ' + a.longestScript.subpart
        : '',
    });
  }, { reportAllChanges: true, durationThreshold: ${String(THRESHOLD_MS)} });
})();`;

interface EntryRecord {
  id: number;
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

/** What the bench keeps of one of web-vitals' INP reports (the metric and its attribution). */
interface Report {
  value: INPMetricWithAttribution['value'];
  target: string;
  type: string;
  inputDelay: INPAttribution['inputDelay'];
  processing: INPAttribution['processingDuration'];
  presentation: INPAttribution['presentationDelay'];
  script: string;
}

/** One interaction as INP counts it, and its parts. */
interface Interaction {
  /** The longest entry's duration (ms, rounded to 8 by the browser); THRESHOLD_MS when none came. */
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  events: string;
  /** From the input to the frame that draws the result (ms), for a scenario that names it. */
  shown?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const num = (value: unknown): number => {
  if (typeof value !== 'number') throw new Error(`the page gave ${String(value)} for a number`);
  return value;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function readEntries(value: unknown): EntryRecord[] {
  if (!Array.isArray(value)) throw new Error('the page gave no entries');
  return value.filter(isRecord).map((entry) => ({
    id: num(entry.id),
    name: str(entry.name),
    startTime: num(entry.startTime),
    processingStart: num(entry.processingStart),
    processingEnd: num(entry.processingEnd),
    duration: num(entry.duration),
  }));
}

function readReports(value: unknown): Report[] {
  if (!Array.isArray(value)) throw new Error('the page gave no INP reports');
  return value.filter(isRecord).map((report) => ({
    value: num(report.value),
    target: str(report.target),
    type: str(report.type),
    inputDelay: num(report.inputDelay),
    processing: num(report.processing),
    presentation: num(report.presentation),
    script: str(report.script),
  }));
}

const entriesSince = async (page: Page, since: number): Promise<EntryRecord[]> =>
  readEntries(
    await page.evaluate(
      `window.__inp.entries.filter((entry) => entry.startTime >= ${String(since)})`,
    ),
  );

/** Waits until the page has drawn two frames and then had an idle moment. */
const quiet = (page: Page) =>
  page.evaluate(
    `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
      requestIdleCallback(() => done(null), { timeout: 3000 }))))`,
  );

/** The interaction the entries describe, with INP's parts (as web-vitals' attribution splits it). */
function interactionOf(entries: EntryRecord[]): Interaction {
  const ids = new Set(entries.map((entry) => entry.id));
  if (ids.size > 1) throw new Error(`expected one interaction, saw ${String(ids.size)}`);
  if (entries.length === 0)
    return { duration: THRESHOLD_MS, inputDelay: 0, processing: 0, presentation: 0, events: '' };
  const start = Math.min(...entries.map((entry) => entry.startTime));
  const processingStart = Math.min(...entries.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...entries.map((entry) => entry.processingEnd));
  const duration = Math.max(...entries.map((entry) => entry.duration));
  return {
    duration,
    inputDelay: processingStart - start,
    processing: processingEnd - processingStart,
    presentation: Math.max(0, start + duration - processingEnd),
    events: [...new Set(entries.map((entry) => entry.name))].join('+'),
  };
}

interface Scenario {
  name: string;
  /** Once, before the first round. */
  setUp?(): Promise<void>;
  /** Readies the page for the interaction, unmeasured (opens the menu the interaction is in). */
  prepare?(): Promise<void>;
  act(): Promise<void>;
  /**
   * What the result draws, when it can come a frame or more after the interaction's own answer
   * (decision 245): the bench also reports how long after the input it was on screen.
   */
  shownSelector?: string;
  /** Resolves once the page shows the interaction's result. */
  done(): Promise<void>;
  /** Puts the page back as it was before act. */
  reset(): Promise<void>;
}

/** Runs a scenario's warm-up and measured rounds; the interactions of the measured ones. */
async function measure(page: Page, scenario: Scenario): Promise<Interaction[]> {
  await scenario.setUp?.();
  const measured: Interaction[] = [];
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    await scenario.prepare?.();
    await quiet(page);
    const since = num(await page.evaluate('performance.now()'));
    if (scenario.shownSelector)
      await page.evaluate(`window.__inp.armShown(${JSON.stringify(scenario.shownSelector)})`);
    await scenario.act();
    await scenario.done();
    await quiet(page);
    // The entries come with the frame after the interaction; a quick one (< 16 ms) sends none.
    let entries = await entriesSince(page, since);
    if (entries.length === 0) {
      await page.waitForTimeout(500);
      entries = await entriesSince(page, since);
    }
    if (round >= WARM_UP_ROUNDS) {
      const interaction = interactionOf(entries);
      const shownAt: unknown = await page.evaluate('window.__inp.shownAt');
      if (scenario.shownSelector && entries.length > 0 && typeof shownAt === 'number')
        interaction.shown = shownAt - Math.min(...entries.map((entry) => entry.startTime));
      measured.push(interaction);
    }
    await scenario.reset();
  }
  if (PROFILE_DIR) await profileRound(page, scenario, PROFILE_DIR);
  return measured;
}

/** One more round, its interaction under the sampling profiler (100 µs), written to `dir`. */
async function profileRound(page: Page, scenario: Scenario, dir: string): Promise<void> {
  await scenario.prepare?.();
  await quiet(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const name = resolve(dir, scenario.name.replace(/\W+/g, '-').toLowerCase());
  mkdirSync(dir, { recursive: true });
  await page
    .context()
    .browser()
    ?.startTracing(page, { path: `${name}.trace.json` });
  await cdp.send('Profiler.start');
  await scenario.act();
  await scenario.done();
  await quiet(page);
  const { profile } = await cdp.send('Profiler.stop');
  await page.context().browser()?.stopTracing();
  await cdp.detach();
  writeFileSync(`${name}.cpuprofile`, JSON.stringify(profile));
  console.log(`profile and trace: ${name}.cpuprofile, .trace.json`);
  await scenario.reset();
}

interface PageInp {
  report: Report | undefined;
  /** INP as web-vitals takes it from the observer's interactions (see pageInp). */
  expected: number;
  interactions: number;
}

/**
 * web-vitals' INP for the page so far, beside the same figure computed from the observer's
 * interactions as web-vitals computes it: the longest interaction, or with 50 or more on the page
 * the 98th percentile (the (count / 50)th longest, 0-based). Like web-vitals, the count is
 * estimated from the interaction ids, which Chromium steps by 7.
 */
async function pageInp(page: Page): Promise<PageInp> {
  await quiet(page);
  const reports = readReports(await page.evaluate('window.__inp.reports'));
  const entries = readEntries(await page.evaluate('window.__inp.entries'));
  const longest = new Map<number, number>();
  for (const entry of entries)
    longest.set(entry.id, Math.max(entry.duration, longest.get(entry.id) ?? 0));
  const ids = [...longest.keys()];
  const interactions = ids.length === 0 ? 0 : (Math.max(...ids) - Math.min(...ids)) / 7 + 1;
  const sorted = [...longest.values()].sort((a, b) => b - a);
  const index = Math.min(sorted.length - 1, Math.floor(interactions / 50));
  return { report: reports.at(-1), expected: sorted[index] ?? 0, interactions };
}

async function leaguePage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: `${WEB_VITALS}\n${RECORDER}` });
  const page = await context.newPage();
  await logIn(page, base);
  await page.goto(`${base}/leagues/Basketball/NBA?date=${toIsoDay(addDays(new Date(), 1))}`);
  const notice = page.getByRole('dialog', { name: /unread high priority messages?/ });
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'hidden' });
  await price(page).waitFor();
  return page;
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The first game's away money line: tomorrow's games take bets all day. */
const price = (page: Page): Locator => page.locator('[data-offer-id$="G-moneyline-away"]').first();

async function pickedCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="slip-item"]').length === expected,
    count,
  );
}

/** The desktop page: a price picked and unpicked, a stake typed, the odds format switched. */
function desktopScenarios(page: Page): Scenario[] {
  const pick: Scenario = {
    name: 'Pick a price (league page, slip beside it)',
    act: () => price(page).click(),
    done: () => pickedCount(page, 1),
    reset: async () => {
      await price(page).click();
      await pickedCount(page, 0);
    },
  };
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const stake = slip.getByLabel('Wager amount', { exact: true });
  const typed = async (value: string) => {
    await page.waitForFunction(
      (expected) =>
        document.activeElement instanceof HTMLInputElement &&
        document.activeElement.value === expected,
      value,
    );
  };
  const typing: Scenario = {
    name: 'Type a stake (one key, 2 → 25)',
    setUp: async () => {
      await price(page).click();
      await pickedCount(page, 1);
      await stake.fill('2');
      await typed('2');
    },
    act: () => page.keyboard.press('5'),
    done: () => typed('25'),
    reset: async () => {
      await page.keyboard.press('Backspace');
      await typed('2');
    },
  };
  const userMenu = page.getByRole('button', { name: 'User menu' });
  const format = (name: string) =>
    page
      .getByRole('menu')
      .getByRole('group', { name: 'Odds format' })
      .getByRole('menuitemradio', { name });
  const shows = async (format: 'decimal' | 'american') => {
    await page.waitForFunction((wanted) => {
      const name = document
        .querySelector('[data-offer-id$="G-moneyline-away"]')
        ?.getAttribute('aria-label');
      const decimal = /:\s*\d+\.\d+$/.test(name ?? '');
      return (wanted === 'decimal') === decimal && document.querySelector('[role="menu"]') === null;
    }, format);
  };
  const odds: Scenario = {
    name: 'Switch the odds format (user menu → Decimal)',
    prepare: async () => {
      await userMenu.click();
      await format('Decimal').waitFor();
    },
    act: () => format('Decimal').click(),
    done: () => shows('decimal'),
    reset: async () => {
      await userMenu.click();
      await format('American').click();
      await shows('american');
    },
  };
  // Not one of issue 37's four, but the desktop page's worst interaction since they met the aim.
  const menuOpen = () => document.querySelector('[role="menu"]') !== null;
  const openMenu: Scenario = {
    name: 'Open the user menu (1366 px)',
    act: () => userMenu.click(),
    done: async () => {
      await page.waitForFunction(menuOpen);
    },
    reset: async () => {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('[role="menu"]') === null);
    },
  };
  return [pick, typing, odds, openMenu];
}

/** The phone's page, one pick in the slip: the Betslip button opens the sheet. */
function phoneScenarios(page: Page): { open: Scenario; close: Scenario } {
  const button = page.getByRole('button', { name: /^Betslip \d+ picks?$/ });
  const sheet = page.getByRole('dialog', { name: 'Bet slip' });
  const closeButton = sheet.getByRole('button', { name: 'Close the bet slip' });
  const closed = async () => {
    await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
  };
  const open: Scenario = {
    name: 'Open the slip on a phone (tap Betslip)',
    setUp: async () => {
      await price(page).tap();
      await page.getByRole('button', { name: 'Betslip 1 pick' }).waitFor();
    },
    act: () => button.tap(),
    shownSelector: '[role="dialog"]',
    // A plain query: Playwright's role queries run on the page's main thread and would be timed.
    done: async () => {
      await page.waitForFunction(() => document.querySelector('[role="dialog"]') !== null);
    },
    reset: async () => {
      await closeButton.tap();
      await closed();
    },
  };
  const close: Scenario = {
    name: 'Close the slip on a phone (tap its X)',
    prepare: async () => {
      await button.tap();
      await closeButton.waitFor();
    },
    act: () => closeButton.tap(),
    done: closed,
    reset: () => Promise.resolve(),
  };
  return { open, close };
}

/** Nearest rank: the smallest figure at least `share` of the figures are at or below. */
function percentile(sorted: number[], share: number): number {
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

interface Row {
  name: string;
  interactions: Interaction[];
}

function printTable(rows: Row[]): void {
  const lines = [
    [
      'Interaction',
      'n',
      'p50',
      'p75',
      'max',
      'aim',
      'p75 met',
      'median round: delay + processing + presentation',
    ],
  ];
  for (const { name, interactions } of rows) {
    const sorted = interactions.map((one) => one.duration).sort((a, b) => a - b);
    const p75 = percentile(sorted, 0.75);
    const byDuration = [...interactions].sort((a, b) => a.duration - b.duration);
    const median = byDuration[Math.ceil(byDuration.length / 2) - 1];
    lines.push([
      name,
      String(sorted.length),
      ms(percentile(sorted, 0.5)),
      ms(p75),
      ms(sorted.at(-1) ?? Number.NaN),
      `< ${String(AIM_MS)} ms`,
      p75 < AIM_MS ? 'yes' : 'NO',
      median
        ? `${ms(median.inputDelay)} + ${ms(median.processing)} + ${ms(median.presentation)} (${median.events})`
        : '',
    ]);
  }
  const widths = lines[0]?.map((_, column) =>
    Math.max(...lines.map((line) => (line[column] ?? '').length)),
  );
  for (const line of lines)
    console.log(
      line
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  for (const { name, interactions } of rows) {
    const shown = interactions.flatMap((one) => (one.shown === undefined ? [] : [one.shown]));
    if (shown.length === 0) continue;
    shown.sort((a, b) => a - b);
    console.log(
      `${name}: its result on screen ${ms(percentile(shown, 0.5))} p50, ${ms(percentile(shown, 0.75))} p75 ` +
        `after the input (${String(shown.length)} rounds; the frame that draws it, main thread done)`,
    );
  }
}

function printPageInp(label: string, inp: PageInp): void {
  const { report, expected, interactions } = inp;
  if (!report) {
    console.log(
      `${label}: web-vitals reported no INP (every interaction under ${String(THRESHOLD_MS)} ms)`,
    );
    return;
  }
  const agrees = report.value === expected ? 'the same' : `NOT the same (observer ${ms(expected)})`;
  console.log(
    `${label}: web-vitals onINP ${ms(report.value)} (${report.type} on ${report.target.slice(0, 60) || '?'}; ` +
      `${ms(report.inputDelay)} + ${ms(report.processing)} + ${ms(report.presentation)}` +
      `${report.script ? `; longest script: ${report.script}` : ''}), ${agrees} as INP computed from the ${String(interactions)} interactions the bench read`,
  );
}

ensureBuild();
const server = await serveAsNpmStart(PORT);
const base = server.base;
console.log(`Load average (1, 5, 15 min) at the start: ${load()}`);
const browser = await launch();
try {
  const rows: Row[] = [];
  const desktop = await leaguePage(browser, DESKTOP);
  await slowCpu(desktop);
  for (const scenario of desktopScenarios(desktop))
    rows.push({ name: scenario.name, interactions: await measure(desktop, scenario) });
  const desktopInp = await pageInp(desktop);
  await desktop.context().close();

  const phone = await leaguePage(browser, PHONE);
  await slowCpu(phone);
  const { open, close } = phoneScenarios(phone);
  rows.splice(1, 0, { name: open.name, interactions: await measure(phone, open) });
  rows.push({ name: close.name, interactions: await measure(phone, close) });
  const phoneInp = await pageInp(phone);
  await phone.context().close();

  console.log(
    `INP per interaction, ${String(CPU_SLOWDOWN)}× CPU, ${String(ROUNDS)} rounds each after ` +
      `${String(WARM_UP_ROUNDS)} warm-up rounds (p50/p75 nearest rank; durations as Event Timing ` +
      `rounds them, to 8 ms; ${String(THRESHOLD_MS)} ms = under Event Timing's threshold):`,
  );
  printTable(rows);
  printPageInp('League page, 1366 px', desktopInp);
  printPageInp('League page, phone', phoneInp);
} finally {
  await browser.close();
  server.stop();
  console.log(`Load average (1, 5, 15 min) at the end: ${load()}`);
}
