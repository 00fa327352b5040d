import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import { chromiumLaunchOptions } from '../../.config/chromium.mjs';

const PASSWORD = 'Demo123!';

export interface Transfer {
  /** Encoded bytes of the JS and CSS responses, as the network carried them. */
  js: number;
  css: number;
  files: number;
  /** Each file's path and encoded bytes, largest first. */
  list: { path: string; bytes: number }[];
  /** The Content-Encoding those responses came with (one value when all agree). */
  encoding: string;
}

/** Counts the JS and CSS a page receives from the network, encoded (what crossed the wire). */
function recordTransfer(page: Page, until?: () => boolean) {
  const pending: Promise<void>[] = [];
  const seen = { js: 0, css: 0, files: 0, encodings: new Set<string>() };
  const list: Transfer['list'] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (until?.()) return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        // Chromium reports -1 when it lost track (a reload racing the old page); then the header.
        const bytes =
          sizes.responseBodySize >= 0
            ? sizes.responseBodySize
            : Number((await response.headerValue('content-length')) ?? 0);
        if (type === 'script') seen.js += bytes;
        else seen.css += bytes;
        seen.files += 1;
        list.push({ path: new URL(response.url()).pathname, bytes });
        seen.encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
      })(),
    );
  });
  return async (): Promise<Transfer> => {
    await Promise.all(pending);
    return {
      js: seen.js,
      css: seen.css,
      files: seen.files,
      list: list.sort((a, b) => b.bytes - a.bytes),
      encoding: [...seen.encodings].join('+'),
    };
  };
}

async function newContext(browser: Browser, acceptEncoding?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (acceptEncoding) await context.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
  return context;
}

async function noCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** A first visit to /login: a fresh profile, nothing cached, until the network is quiet. */
export async function firstVisitToLogin(
  browser: Browser,
  base: string,
  acceptEncoding?: string,
): Promise<Transfer> {
  const context = await newContext(browser, acceptEncoding);
  try {
    const page = await context.newPage();
    const done = recordTransfer(page);
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor();
    return await done();
  } finally {
    await context.close();
  }
}

export interface Reload {
  /** JS and CSS received before the first price was on screen (nothing cached). */
  beforeOdds: Transfer;
  oddsVisibleMs: number;
  /** Every GET /w/api call of the reload, with how many times it went out. */
  gets: Map<string, number>;
}

/** Logs demo in from /login and waits for home (the high-priority notice may open over it). */
export async function logIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A logged-in bettor reloads / with an empty cache: bytes before the first odds, and every GET. */
export async function loggedInReload(
  browser: Browser,
  base: string,
  acceptEncoding?: string,
): Promise<Reload> {
  const context = await newContext(browser, acceptEncoding);
  try {
    const page = await context.newPage();
    await logIn(page, base);
    await page.locator('[data-offer-id]').first().waitFor();
    await noCache(page);
    let oddsVisible = false;
    const gets = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/w/api/')) {
        const key = `${url.pathname}${url.search}`;
        gets.set(key, (gets.get(key) ?? 0) + 1);
      }
    });
    const done = recordTransfer(page, () => oddsVisible);
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await page.locator('[data-offer-id]').first().waitFor();
    oddsVisible = true;
    const oddsVisibleMs = Date.now() - started;
    const beforeOdds = await done();
    await page.waitForLoadState('networkidle');
    return { beforeOdds, oddsVisibleMs, gets };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const launch = () => chromium.launch(chromiumLaunchOptions);
