import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium, type BrowserContext } from 'playwright-core';
import { z } from 'zod';
import { FRAME_COOKIE } from '@sportsbook/contracts/hosting';
import { PERSONA_PASSWORD, type PersonaName } from '@sportsbook/mock-server/personas';
import { chromiumArgs, chromiumLaunchOptions, chromiumPath } from '../../.config/chromium.mjs';

/** One Lighthouse run's figures (performance category, mobile preset). */
export interface Score {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** What the page downloaded, as sent (Lighthouse's total-byte-weight). */
  bytes: number;
  /**
   * Lighthouse's CPU benchmark of the machine during the run (higher is faster). Its simulation
   * multiplies what it observed by 4 whatever the machine, so scores compare only within a
   * machine of about the same index (decision 238).
   */
  benchmarkIndex: number;
}

export interface Target {
  name: string;
  path: string;
  /** Runs as a logged-in persona, with its session in the tab's session storage. */
  loggedIn: boolean;
  /** Whose session when `loggedIn`: demo (the default) or another of the mock server's personas. */
  persona?: PersonaName;
  /** What the page shows when it really is this page (checked in the tab after the run). */
  shows: string;
}

/**
 * A tab that has just logged demo in: its session storage entries, and the frame hint cookie the
 * page set (decision 159), which a reload of that tab sends with its first request.
 */
export interface Session {
  storage: [string, string][];
  frameHint: string;
}

/**
 * Logs a persona (demo unless named) in through the login form in a browser of its own (never the
 * profile Lighthouse measures, which must not have seen the origin) and returns the tab's session
 * storage.
 */
export async function logInAs(base: string, persona: PersonaName = 'demo'): Promise<Session> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(persona);
    await page.getByLabel('Password').fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const entries: unknown = await page.evaluate('Object.entries(sessionStorage)');
    if (!Array.isArray(entries) || entries.length === 0) throw new Error('no session after login');
    const storage = entries.map((entry: unknown): [string, string] => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string')
        throw new Error('unexpected session storage entry');
      return [entry[0], entry[1]];
    });
    const hint = (await page.context().cookies()).find((cookie) => cookie.name === FRAME_COOKIE);
    if (!hint) throw new Error('no frame hint cookie after login');
    return { storage, frameHint: `${hint.name}=${hint.value}` };
  } finally {
    await browser.close();
  }
}

/**
 * Puts `session` into every new document of the origin in this tab before the app's scripts run
 * (CDP Page.addScriptToEvaluateOnNewDocument): a logged-in bettor's tab, without visiting it first.
 * Plain text, so the bundler's helpers stay out of the page.
 */
export const sessionScript = (origin: string, session: Session) =>
  `if (location.origin === ${JSON.stringify(origin)} && sessionStorage.length === 0)
     for (const [key, value] of ${JSON.stringify(session.storage)}) sessionStorage.setItem(key, value);`;

/**
 * A Playwright context as a logged-in bettor's reload finds it: the frame hint cookie on every
 * request and `session` in session storage before the first script (the benches that drive
 * Chromium themselves, not through Lighthouse).
 */
export async function putSession(
  context: BrowserContext,
  origin: string,
  session: Session,
): Promise<void> {
  await context.setExtraHTTPHeaders({ Cookie: session.frameHint });
  await context.addInitScript(sessionScript(origin, session));
}

/** Each served build with demo's session from it when `loggedIn` (each build has its own world). */
export function withDemoSessions<Served extends { base: string }>(
  servers: readonly Served[],
  loggedIn: boolean,
): Promise<(Served & { session: Session | undefined })[]> {
  return Promise.all(
    servers.map(async (server) => ({
      ...server,
      session: loggedIn ? await logInAs(server.base) : undefined,
    })),
  );
}

/**
 * Runs in the tab after Lighthouse: did the run end on the page it meant to measure? Answers what
 * is missing (the address, the text, the session, a price; empty when nothing is) and the start of
 * the text the page shows, for the error that refuses the run.
 */
const checkScript = (target: Target) =>
  `(() => {
     const text = document.body.innerText;
     const loggedIn = sessionStorage.getItem('currentUser') !== null;
     const missing = [];
     if (location.pathname !== ${JSON.stringify(target.path)}) missing.push('the address');
     if (!text.includes(${JSON.stringify(target.shows)}))
       missing.push('the text ' + ${JSON.stringify(JSON.stringify(target.shows))});
     if (loggedIn !== ${JSON.stringify(target.loggedIn)})
       missing.push(loggedIn ? 'a logged-out tab' : 'the session');
     if (loggedIn && document.querySelector('[data-offer-id]') === null) missing.push('a price');
     return { missing, shown: text.slice(0, 300) };
   })()`;

const PageCheck = z.object({ missing: z.array(z.string()), shown: z.string() });

const PROFILE_PREFIX = join(tmpdir(), 'sportsbook-lighthouse-');

/** Lighthouse could not record the run (e.g. NO_NAVSTART on a loaded machine): worth a retry. */
export class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run in a Chromium of its own with a new, empty profile. `visit: 'cold'` keeps
 * Lighthouse's storage reset (cache and origin storage cleared, nothing visited before);
 * `'repeat'` loads the page once in that tab, then measures with the storage reset off, so the
 * HTTP cache (and V8's code cache) of that first load serve the second.
 */
export async function lighthouseRun(
  base: string,
  target: Target,
  visit: 'cold' | 'repeat',
  chromePort: number,
  session: Session | undefined,
): Promise<{ score: Score; lighthouseVersion: string }> {
  const userDataDir = mkdtempSync(PROFILE_PREFIX);
  const chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    port: chromePort,
    userDataDir,
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${String(chrome.port)}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (target.loggedIn) {
      if (!session) throw new Error(`${target.name} needs a session`);
      await page.evaluateOnNewDocument(sessionScript(new URL(base).origin, session));
    }
    const url = `${base}${target.path}`;
    if (visit === 'repeat') await page.goto(url, { waitUntil: 'networkidle0' });
    else await (await page.createCDPSession()).send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      {
        onlyCategories: ['performance'],
        disableStorageReset: visit === 'repeat',
        // The storage reset clears cookies too: the hint the tab holds goes as a header.
        ...(session && target.loggedIn ? { extraHeaders: { Cookie: session.frameHint } } : {}),
        logLevel: 'error',
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.message);
    const final = new URL(lhr.finalDisplayedUrl).pathname;
    const check = PageCheck.safeParse(await page.evaluate(checkScript(target)));
    const missing = check.success ? check.data.missing : ['an answer from the page'];
    if (final !== target.path || missing.length > 0) {
      const shown = check.success ? JSON.stringify(check.data.shown) : 'nothing';
      throw new Error(
        `${target.name} (${visit}): the run did not end on the page (at ${final}; missing: ` +
          `${missing.join(', ')}; the page shows: ${shown})`,
      );
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    await browser.disconnect();
    // The whole report, to read what paints last and what it waited for.
    const reports = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${target.path.replace(/\W+/g, '-')}-${visit}-${String(Date.now())}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    const score: Score = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      siMs: Math.round(audit('speed-index')),
      bytes: Math.round(audit('total-byte-weight')),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
    return { score, lighthouseVersion: lhr.lighthouseVersion };
  } finally {
    // Gone before the next run starts on the same port, so that run cannot reach this Chromium.
    const exited = new Promise((done) => chrome.process.once('exit', done));
    chrome.kill();
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * One run, again (three attempts in all) when Lighthouse could not record it, saying so; a run
 * that ended on another page is never retried: it fails the bench. A logged-in target gets a new
 * session for each attempt, so a long bench never outlives its token.
 */
export async function measure(
  base: string,
  target: Target,
  visit: 'cold' | 'repeat',
  chromePort: number,
  attempt = 1,
): Promise<{ score: Score; lighthouseVersion: string }> {
  const session = target.loggedIn ? await logInAs(base, target.persona) : undefined;
  try {
    return await lighthouseRun(base, target, visit, chromePort, session);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
    console.log(`  (${target.name}, ${visit}: ${error.message}; run again)`);
    return measure(base, target, visit, chromePort, attempt + 1);
  }
}
