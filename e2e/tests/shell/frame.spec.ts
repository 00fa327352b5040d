import type { BrowserContext, Page } from '@playwright/test';
import {
  closeHighPriorityNotice,
  expect,
  logInAsDemo,
  test,
  withRunClock,
} from '../../support/fixtures.ts';

/**
 * Issue 27, decision 159: a reload of a page behind login paints the logged-in frame (top bar,
 * menus, skeletons) from HTML before any script runs, chosen by the frame hint cookie the page sets
 * while a session is in the tab; the page's first render then replaces it with the page itself.
 */

const HINT = 'sportsbook_frame';

const hintOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === HINT)?.value;

/** The marker of what the server sent into #root: a prerendered page's name, or null. */
const servedAs = (page: Page, path: string) =>
  page.request
    .get(path, { headers: { Accept: 'text/html' } })
    .then(
      async (response) =>
        /<div id="root"(?: data-prerendered="([\w-]+)")?/.exec(await response.text())?.[1] ?? null,
    );

/** Holds the league page's chunk until the answer is called: the page cannot render before. */
async function holdLeaguePageChunk(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/league-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a logged-in reload paints the frame from HTML, then the page replaces it', async ({
  page,
  context,
}) => {
  // No hint before login: a page behind login is index.html (the guard sends a visitor to /login).
  expect(await servedAs(page, '/leagues/Basketball/NBA')).toBeNull();
  await logInAsDemo(page);
  expect(await hintOf(context)).toBe('en.generic');
  expect(await servedAs(page, '/leagues/Basketball/NBA')).toBe('frame');
  // The public prerendered pages stay what they were.
  expect(await servedAs(page, '/login')).toBe('login');

  // With every script held back, the reload still shows the frame: the top bar and its search
  // field, the sports menu's heading, the tables' skeleton; nothing in it can be used yet.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const root = page.locator('#root[data-prerendered="frame"]');
  await expect(root).toHaveAttribute('inert', '');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Sports', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' }).first()).toBeVisible();

  // Scripts back: the page itself, usable, with the user's name; the frame's HTML is gone.
  await page.unroute('**/assets/*.js');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.reload();
  // demo's high-priority notice opens as soon as the unread counts are in, and while it is open
  // the page under it is hidden from roles: close it first (CI run 24 met it before the name).
  await closeHighPriorityNotice(page);
  await expect(page.getByRole('banner').getByText('demo', { exact: true })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("a logged-in reload asks for the board's data before the page's code is in (decision 211)", async ({
  page,
}) => {
  await logInAsDemo(page);
  // The league page's chunk is held back: only reads started before it (the entry's early reads)
  // can ask for the league's matchups while it is held.
  const release = await holdLeaguePageChunk(page);
  const asked = (path: string) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === path);
  const matchups = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/w/api/matchup' && url.searchParams.get('league') === 'NBA';
  });
  const reads = [matchups, asked('/w/api/account/standing')];
  await page.goto('/leagues/Basketball/NBA', { waitUntil: 'commit' });
  await Promise.all(reads);
  release();
  await closeHighPriorityNotice(page);
  await expect(page.locator('[data-offer-id]').first()).toBeVisible();
});

test("a reload's high-priority notice opens in the frames right after the board's, when its code is in (decision 226)", async ({
  page,
}) => {
  await logInAsDemo(page);
  // The frame (counted by requestAnimationFrame) in which the board, then the notice, came in.
  await page.addInitScript(() => {
    const at: Record<string, number> = {};
    Reflect.set(window, '__frameOf', at);
    let frames = 0;
    const tick = () => {
      frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      if (at.board === undefined && document.querySelector('[data-offer-id]')) at.board = frames;
      if (at.notice === undefined && document.querySelector('[role="dialog"]')) at.notice = frames;
    }).observe(document, { childList: true, subtree: true });
  });
  // The league page's chunk is held until the notice's code (which the early read of the unread
  // counts fetches) and everything else asked for so far is in: nothing is left to wait for.
  const inFlight = new Set<string>();
  page.on('request', (request) => inFlight.add(request.url()));
  const settled = (request: { url(): string }) => inFlight.delete(request.url());
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const release = await holdLeaguePageChunk(page);
  const noticeCode = page.waitForResponse((response) =>
    /\/assets\/high-priority-notice-[\w-]+\.js$/.test(response.url()),
  );
  await page.goto('/leagues/Basketball/NBA', { waitUntil: 'commit' });
  await noticeCode;
  await expect
    .poll(() => [...inFlight].filter((url) => !url.includes('/league-page-')))
    .toEqual([]);
  release();
  await expect(page.getByRole('dialog', { name: /unread high priority/ })).toBeVisible();
  // The board paints first; the notice opens after that paint, within a few frames: 1-3 with
  // both cores kept busy (stress-ng --cpu 2). The lazy notice came 300 ms after the board (React's
  // reveal throttle): 11-13 frames here.
  const frameOf: unknown = await page.evaluate((): unknown => Reflect.get(window, '__frameOf'));
  expect(frameOf).toEqual({ board: expect.any(Number), notice: expect.any(Number) });
  const board = Number(Reflect.get(Object(frameOf), 'board'));
  const notice = Number(Reflect.get(Object(frameOf), 'notice'));
  expect(notice - board).toBeGreaterThanOrEqual(1);
  expect(notice - board).toBeLessThanOrEqual(6);
});

test('the frame follows the language on screen, and logging out removes the hint', async ({
  page,
  context,
}) => {
  await logInAsDemo(page);
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Español' })
    .click();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await hintOf(context)).toBe('es.generic');
  // The frame itself is Spanish: the search field's name, before any script.
  await expect(page.locator('#root[data-prerendered="frame"]')).toBeAttached();
  await expect(page.getByPlaceholder('Equipos, ligas, eventos')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.reload();
  const notice = page.getByRole('dialog', { name: /alta prioridad/ });
  await notice.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await hintOf(context)).toBeUndefined();
  expect(await servedAs(page, '/')).toBeNull();
});

test('a tab without the session gets the frame, then the public page the guard sends it to, and keeps the hint', async ({
  browser,
  page,
  context,
}) => {
  await logInAsDemo(page);
  // A new tab of the same browser: the cookie is shared, the session (session storage) is not.
  const other = await withRunClock(
    await browser.newContext({ storageState: await context.storageState() }),
  );
  const tab = await other.newPage();
  const response = await tab.goto('/account');
  expect(await response?.text()).toContain('data-prerendered="frame"');
  await expect(tab).toHaveURL(/\/services\/sport\?returnUrl=%2Faccount$/);
  await expect(tab.getByRole('heading', { level: 1, name: "Today's games" })).toBeVisible();
  expect(await hintOf(other)).toBe('en.generic');
  await other.close();
});

test('nothing moves when the page replaces the frame on a phone: layout shift under 0.05', async ({
  browser,
  page,
  context,
}) => {
  await logInAsDemo(page);
  const phone = await withRunClock(
    await browser.newContext({
      storageState: await context.storageState(),
      viewport: { width: 412, height: 823 },
    }),
  );
  // The session is in session storage, which storageState does not carry: copy it over.
  const session = await page.evaluate(() => Object.entries(sessionStorage));
  await phone.addInitScript((entries: [string, string][]) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
    const shifts: number[] = [];
    Reflect.set(window, '__shifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!Reflect.get(entry, 'hadRecentInput')) shifts.push(Number(Reflect.get(entry, 'value')));
    }).observe({ type: 'layout-shift', buffered: true });
  }, session);
  const tab = await phone.newPage();
  await tab.goto('/leagues/Basketball/NBA');
  // The page is up once its top bar is. demo's high-priority notice opens a frame or so after the
  // board (decision 226) and hides the page from the accessibility tree (not from view): a role
  // query that left hidden elements out raced it.
  await expect(tab.getByRole('button', { name: 'User menu', includeHidden: true })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  const total = await tab.evaluate((): number => {
    const shifts: unknown = Reflect.get(window, '__shifts');
    if (!Array.isArray(shifts)) return NaN;
    return shifts.reduce((sum: number, value: unknown) => sum + Number(value), 0);
  });
  expect(total).toBeLessThan(0.05);
  await phone.close();
});
