import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { z } from 'zod';
import { clockOffsetFromEnv, shiftDate } from '../../.config/test-clock.mjs';
import { createApiClient } from '@sportsbook/contracts/client';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { DEFAULT_CLIENT_ID } from '@sportsbook/web/src/lib/runtime-config.ts';
import { SESSION_KEYS } from '@sportsbook/web/src/lib/storage.ts';
import { startMock, workerPorts, type Child, type WorkerPorts } from './servers.ts';

/**
 * The control API of the mock server (never under /w/api). `mockOrigin` is where the mock answers
 * when the page is served from elsewhere (the deploy specs); '' is the page's own baseURL.
 */
export async function control(
  page: Page,
  path: string,
  body?: unknown,
  method = 'POST',
  mockOrigin = '',
) {
  const response = await page.request.fetch(`${mockOrigin}/__mock${path}`, {
    method,
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `control ${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as unknown;
}

// Rules whose every check is minor or moderate can never fail the serious/critical bar below; on
// a big page they only cost time (axe-core 4.13 metadata).
export const LOW_IMPACT_RULES = [
  'region',
  'empty-table-header',
  'scope-attr-valid',
  'image-redundant-alt',
  'presentation-role-conflict',
  'table-duplicate-name',
  'landmark-unique',
];

/**
 * The axe-core the scans run: e2e's own dependency, the one the stories' addon runs too.
 * `@axe-core/playwright` stays on 4.13, the last release for Node 20 (4.14 asks for Node 22.12),
 * and never injects its own copy: `expectAccessible` gives it an empty source. axe-core 4.14
 * scanned the sportsbook journeys with 12 % less CPU than 4.13 (docs/performance.md).
 */
const AXE_SOURCE = z.object({ source: z.string().min(1) }).parse(axeCore).source;

/**
 * Lets finite animations (dialog and toast fade-ins, drawer slides) finish, so axe judges colours
 * as they settle rather than half-transparent mid-transition. Endless ones (spinners) are ignored.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/**
 * No serious or critical axe violations on the page as it is now (once animations settle), or only
 * in the part a test is about (`include`, a CSS selector such as '[role="dialog"]'): a test about a
 * drawer scans the drawer, and the page under it is scanned by the journey that owns that page.
 */
export async function expectAccessible(page: Page, { include }: { include?: string } = {}) {
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per scan to merge
  // the frames' results: a new renderer and a second axe injection, which made each scan about
  // 2.5 times as costly (4.4-4.8 s against 1.7-2.0 s on the logged-in home page, quiet machine;
  // decision 219). The app has no cross-origin frames, the one thing legacy mode does not scan.
  //
  // AxeBuilder evaluates axe-core's source (550 KB) in the page twice a scan, in analyze() and in its
  // legacy run's inject(): 0.15-0.3 s each on the 2-core box, more than the scan itself (decision
  // 241). So the page gets it here, once a document (the journeys move in the app without
  // reloading, and scan several screens of one document), and AxeBuilder an empty source: its
  // axe.configure() and its run are as before.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .disableRules(LOW_IMPACT_RULES);
  if (include) builder.include(include);
  // A toast that times out during the scan fades for 400 ms, and axe then measured its text half
  // transparent (CI on e975603: color-contrast on a toast's description). Under reduced motion
  // sonner turns its transitions off: a toast is shown or gone, never in between.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await builder
    .options({ resultTypes: ['violations'] })
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Fills and submits the login form (the caller checks where it lands). */
export async function logIn(page: Page, userName: string, password = PERSONA_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** demo has a high-priority unread message: the shell's notice opens after login; close it. */
export async function closeHighPriorityNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: /unread high priority messages?/ });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
}

/**
 * The contract's client over the page's own request context (its baseURL, its cookies). Before the
 * page's first load it has no origin for `apiAsPage` (support/account-reads.ts) to read: the request
 * context is what knows the worker's mock.
 */
function clientThroughPage(page: Page, token?: string) {
  const fetchThroughPage: typeof fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    const answer = await page.request.fetch(input instanceof Request ? input.url : String(input), {
      method: init?.method ?? 'GET',
      headers,
      ...(typeof body === 'string' ? { data: body } : {}),
    });
    const status = answer.status();
    return new Response(status === 204 ? null : await answer.text(), {
      status,
      headers: answer.headers(),
    });
  };
  return createApiClient({
    clientId: DEFAULT_CLIENT_ID,
    getToken: () => token,
    fetch: fetchThroughPage,
  });
}

/**
 * Opens `to` with `userName` logged in, as the login form leaves a session (web's `signIn`): the
 * token and the customer from the contract's client, in session storage before the app's first
 * script. For journeys about what follows a login, not the login itself (decision 243): it saves
 * each a load of /login and of the page the form lands on. The form has its own journeys
 * (access/login and every `logIn` caller), and the deploy journeys log in through it.
 */
export async function startLoggedIn(page: Page, to: string, userName = 'demo') {
  const user = await clientThroughPage(page).call('auth.token', {
    body: { userName, password: PERSONA_PASSWORD, clientId: DEFAULT_CLIENT_ID },
  });
  const customer = await clientThroughPage(page, user.token).call('account.getCustomer', {
    query: { username: user.userName },
  });
  // Only for this load: a reload after a logout in the journey must stay logged out.
  const seed = await page.addInitScript(
    ({ keys, stored }) => {
      sessionStorage.setItem(keys.currentUser, stored.user);
      sessionStorage.setItem(keys.currentCustomer, stored.customer);
      sessionStorage.setItem(keys.loginAt, String(Date.now()));
    },
    {
      keys: SESSION_KEYS,
      stored: { user: JSON.stringify(user), customer: JSON.stringify(customer) },
    },
  );
  try {
    await page.goto(to);
  } finally {
    await seed.dispose();
  }
}

/** Logs demo in through the login form, lands on home and closes the high-priority notice. */
export async function logInAsDemoThroughForm(page: Page) {
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/$/);
  await closeHighPriorityNotice(page);
}

/** demo logged in on `to` (home by default), with the high-priority notice that opens closed. */
export async function logInAsDemo(page: Page, to = '/') {
  await startLoggedIn(page, to);
  await closeHighPriorityNotice(page);
}

/** Waits until the mock's push hub (at `mockOrigin`, as for control) holds `count` connections. */
export async function waitForHub(page: Page, count = 1, mockOrigin = '') {
  await expect
    .poll(async () => {
      const stats = (await control(page, '/stats', undefined, 'GET', mockOrigin)) as {
        connections: number;
      };
      return stats.connections;
    })
    .toBeGreaterThanOrEqual(count);
}

/**
 * Every CSP violation the page reports (the `securitypolicyviolation` events and the console's
 * reports), recorded from before any of its scripts run. Call before the first navigation.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => {
    const events: unknown = await page.evaluate((): unknown =>
      Reflect.get(window, '__cspViolations'),
    );
    return [...(Array.isArray(events) ? events.map(String) : []), ...console];
  };
}

/** The run's clock (global-setup.ts): the mock servers read it from the environment. */
const CLOCK_OFFSET_MS = clockOffsetFromEnv();
shiftDate(CLOCK_OFFSET_MS);

/** Pages of `context` read the run's clock (decision 225); the `context` fixture's already do. */
export async function withRunClock(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(shiftDate, CLOCK_OFFSET_MS);
  return context;
}

/** The worker's own mock server (decision 158): its origin, and the process to ask why it died. */
interface MockServer {
  readonly origin: string;
  readonly child: Child;
}

/**
 * Every test starts from the seeded world, with English and the default theme. Each worker has a
 * mock server of its own (started on first use, stopped with the worker): `baseURL` is its origin.
 * `mockOrigin` says where the mock's control API answers when the page's baseURL is not the mock
 * (deploy specs, which start their servers on the worker's `workerPorts`).
 */
export const test = base.extend<
  { mockOrigin: string },
  { workerPorts: WorkerPorts; mockServer: MockServer }
>({
  workerPorts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(workerPorts(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  mockServer: [
    async ({ workerPorts: ports }, use) => {
      const child = await startMock(ports.mock);
      try {
        await use({ origin: `http://127.0.0.1:${String(ports.mock)}`, child });
      } finally {
        await child.stop();
      }
    },
    // Starting it (tsx compiles the server) takes seconds on a loaded machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ mockServer }, use) => {
    // A server that died fails the test with its reason and output, not only a timeout or a
    // refused fetch; Playwright then replaces the worker, which starts a new server.
    const { origin, child } = mockServer;
    const died = (when: string) =>
      new Error(
        `The mock server on ${origin} ${String(child.ended())} ${when}:\n${child.output()}`,
      );
    if (child.ended() !== null) throw died('before this test');
    await use(origin);
    if (child.ended() !== null) throw died('during this test');
  },
  mockOrigin: ['', { option: true }],
  context: async ({ context }, use) => {
    await use(await withRunClock(context));
  },
  page: async ({ page, mockOrigin }, use, testInfo) => {
    // A retry records a trace (playwright.config.ts), which makes every step and axe pass slower:
    // it gets twice the time, so a retry judges the test rather than the tracing.
    if (testInfo.retry > 0) testInfo.setTimeout(testInfo.timeout * 2);
    await control(page, '/reset', undefined, 'POST', mockOrigin);
    await use(page);
  },
});

export { expect };
export type { Page };
