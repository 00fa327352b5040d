import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startMock, workerPorts, type Child } from '../../support/servers.ts';
import { developerTextPatterns, requestViolation, type TextPattern } from './contract-checks.ts';

// The any-backend journey's fixtures and its screen check (issue 36, decision 188): the production
// build in front of the mock answering with values generated from the contract (`--answers
// generated`, decision 187), one such server per worker, reseeded for each test.

/**
 * The seeds a run walks: ANY_BACKEND_SEEDS, a list ("1,2,7") or a range ("1-20"). `npm run
 * any-backend -- --seeds 20` sets it (e2e/scripts/any-backend.ts).
 */
export function seedsFrom(text: string): number[] {
  const seeds = text.split(',').flatMap((part) => {
    const range = /^\s*(-?\d+)\s*-\s*(-?\d+)\s*$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
    }
    return part.trim() === '' ? [] : [Number(part)];
  });
  if (seeds.length === 0 || !seeds.every(Number.isSafeInteger))
    throw new Error(`ANY_BACKEND_SEEDS: "${text}" is not a list or range of integer seeds`);
  return seeds;
}

/**
 * `npm test`'s two seeds, chosen among the first 30 for what their sessions reach (decision 188):
 * 23 a maxHistoryDays of 2⁵³ − 1 and an external service with an empty label, 30 a maxHistoryDays
 * of 2³¹ − 1 and a league whose link has an empty part. Seeds 1 to 22 reach fewer edges at once.
 */
export const DEFAULT_SEEDS = '23,30';

export const SEEDS = seedsFrom(process.env.ANY_BACKEND_SEEDS ?? DEFAULT_SEEDS);

/** A phone (390 × 844), as the other journeys take it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface GeneratedMock {
  readonly origin: string;
  readonly child: Child;
}

export const test = base.extend<{ seed: number }, { generatedMock: GeneratedMock }>({
  generatedMock: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = workerPorts(workerInfo.parallelIndex).generated;
      const child = await startMock(port, { generatedSeed: SEEDS[0] ?? 1 });
      try {
        await use({ origin: `http://127.0.0.1:${String(port)}`, child });
      } finally {
        await child.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  seed: [1, { option: true }],
  baseURL: async ({ generatedMock, seed }, use) => {
    const { origin, child } = generatedMock;
    const died = (when: string) =>
      new Error(
        `The generated mock on ${origin} ${String(child.ended())} ${when}:\n${child.output()}`,
      );
    if (child.ended() !== null) throw died('before this test');
    // As a server started with this seed: the same answers on every run.
    const reseeded = await fetch(`${origin}/__mock/answers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seed }),
    });
    expect(reseeded.ok, `PUT /__mock/answers: ${String(reseeded.status)}`).toBe(true);
    await use(origin);
    if (child.ended() !== null) throw died('during this test');
  },
});

export { expect };

/** The first screens a login can lead to: home, or a step the session asks for first. */
export type Landing = 'home' | 'password' | 'terms';

/** What a login name's generated session asks of the app (as `pendingStep` in web reads it). */
export interface Login {
  userName: string;
  landing: Landing;
  cashier: boolean;
  quickGames: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Login names whose generated sessions lead where the journey needs: one to home with the online
 * cashier and quick games on (so their routes are not sent home), one to the forced password
 * change, one to the terms. Found by asking the server as the page will (the answers depend on the
 * name and the seed only), trying `Zoë ⚽ bettor 1`, `… 2`, … in turn.
 */
export async function findLogins(origin: string): Promise<Partial<Record<Landing, Login>>> {
  const found: Partial<Record<Landing, Login>> = {};
  for (let n = 1; n <= 300 && !(found.home && found.password && found.terms); n += 1) {
    const userName = `Zoë ⚽ bettor ${String(n)}`;
    const login = await fetch(`${origin}/w/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'any-backend', clientId: 'any-backend' }),
    });
    const session: unknown = await login.json();
    if (!isRecord(session) || typeof session.token !== 'string' || !isRecord(session.settingUI))
      throw new Error(`The generated login of "${userName}" answered ${JSON.stringify(session)}`);
    const customerAnswer = await fetch(
      `${origin}/w/api/account/GetCustomer?${new URLSearchParams({ username: userName }).toString()}`,
      { headers: { authorization: `Bearer ${session.token}` } },
    );
    const customer: unknown = await customerAnswer.json();
    const accepted = isRecord(customer) && Boolean(customer.lastAcceptanceTerms);
    const settings = session.settingUI;
    const landing: Landing =
      session.pwdChangeFlag === true
        ? 'password'
        : settings.acceptanceOfTermsEnabled === true && !accepted
          ? 'terms'
          : 'home';
    const cashier = settings.enableCashierOnLine === true;
    const quickGames = settings.quickGameEnabled === true;
    if (landing === 'home' && !(cashier && quickGames)) continue;
    found[landing] ??= { userName, landing, cashier, quickGames };
  }
  return found;
}

/** Why a screen fails the journey's checks; empty when it passes. */
export type Problems = string[];

declare global {
  interface Window {
    /** Developer text seen on the page since the last read (the journey's init script). */
    __developerText?: string[];
  }
}

/**
 * Runs in the page before its scripts: records every piece of developer text that ever reaches
 * the DOM (text, or a label, title or value attribute), including a toast's that is gone by the
 * time the screen is checked.
 */
function watchDeveloperText(patterns: TextPattern[]): void {
  const regexes = patterns.map((p) => ({ what: p.what, regex: new RegExp(p.source, p.flags) }));
  const found: string[] = [];
  Object.defineProperty(window, '__developerText', { value: found });
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'value', 'aria-description'];
  const check = (text: string | null | undefined) => {
    if (!text || found.length >= 20) return;
    for (const { what, regex } of regexes) {
      const match = regex.exec(text);
      if (!match) continue;
      const start = Math.max(0, match.index - 40);
      const shown = text.slice(start, match.index + match[0].length + 60).replace(/\s+/g, ' ');
      const line = `${what}: "${shown.trim()}"`;
      if (!found.includes(line)) found.push(line);
    }
  };
  const checkElement = (element: Element) => {
    for (const name of ATTRIBUTES) check(element.getAttribute(name));
  };
  const scan = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!SKIPPED.has(node.parentElement?.tagName ?? '')) check(node.nodeValue);
      return;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return;
    checkElement(node);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let next = walker.nextNode(); next; next = walker.nextNode()) {
      if (next instanceof Element) checkElement(next);
      else if (!SKIPPED.has(next.parentElement?.tagName ?? '')) check(next.nodeValue);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') check(record.target.nodeValue);
      else if (record.type === 'attributes' && record.target instanceof Element)
        check(record.target.getAttribute(record.attributeName ?? ''));
      else record.addedNodes.forEach(scan);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ATTRIBUTES,
  });
}

const ERROR_HEADINGS = /^(ERROR OCCURED|PAGE NOT FOUND|OCURRIÓ UN ERROR|PÁGINA NO ENCONTRADA)$/;
/** How long a tab may take to answer once its screen has loaded. */
export const ANSWER_WITHIN_MS = 5_000;

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * One tab of the journey with what it watches: uncaught errors, requests off the contract,
 * refused requests (4xx the page caused), developer text. A frozen tab is replaced by a new one.
 */
export class Tab {
  page: Page;
  #pending: Problems = [];
  /** Each screen checked: where it was opened, where it landed, how long it took. */
  readonly log: string[] = [];
  /** The page's console errors since the last check: what an error page was shown for. */
  #consoleErrors: string[] = [];

  private constructor(
    readonly context: BrowserContext,
    page: Page,
  ) {
    this.page = page;
    this.#watch(page);
  }

  static async open(context: BrowserContext, page: Page): Promise<Tab> {
    await context.addInitScript(watchDeveloperText, developerTextPatterns());
    return new Tab(context, page);
  }

  #watch(page: Page): void {
    page.on('pageerror', (error) => {
      this.#pending.push(`uncaught ${error.name}: ${error.message.split('\n')[0] ?? ''}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error')
        this.#consoleErrors.push(message.text().split('\n')[0]?.slice(0, 300) ?? '');
    });
    page.on('crash', () => {
      this.#pending.push('the tab crashed');
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      const violation = requestViolation({
        method: request.method(),
        url,
        contentType: request.headers()['content-type'],
        body: request.headers()['content-type']?.startsWith('multipart/')
          ? null
          : request.postData(),
      });
      if (violation) this.#pending.push(`request off the contract: ${violation}`);
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/w/api/') && response.status() === 400)
        this.#pending.push(
          `the server refused a request (400): ${response.request().method()} ${pathname}`,
        );
    });
  }

  /** A fresh tab in place of a frozen one (its session is gone with it: log in again). */
  async replace(): Promise<void> {
    const frozen = this.page;
    await Promise.race([
      frozen.close({ runBeforeUnload: false }).catch(() => undefined),
      delay(10_000),
    ]);
    this.page = await this.context.newPage();
    this.#watch(this.page);
  }

  /**
   * Opens `path` and checks the screen it lands on. `statusPage`: the route is itself an error or
   * not-found page. Answers the problems and whether the tab froze (then it was replaced).
   */
  async visit(path: string, statusPage = false): Promise<{ problems: Problems; frozen: boolean }> {
    this.#consoleErrors = [];
    this.#opened = { path, at: Date.now() };
    try {
      await this.page.goto(path, { waitUntil: 'load', timeout: 20_000 });
    } catch (error) {
      const problems = [...this.#take(), `did not load: ${String(error).split('\n')[0] ?? ''}`];
      this.#note(problems);
      await this.replace();
      return { problems, frozen: true };
    }
    return this.check(statusPage);
  }

  /** Checks the screen as it is now, once its calls are done (`after`: what was just done). */
  async check(
    statusPage = false,
    after?: string,
  ): Promise<{ problems: Problems; frozen: boolean }> {
    if (after !== undefined) this.#opened = { path: after, at: Date.now() };
    await this.page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    const answered = await Promise.race([
      this.page.evaluate(() => true).catch(() => false),
      delay(ANSWER_WITHIN_MS).then(() => false),
    ]);
    if (!answered) {
      const problems = [
        ...this.#take(),
        `the tab did not answer within ${String(ANSWER_WITHIN_MS / 1000)} s (frozen) on ${this.page.url()}`,
      ];
      this.#note(problems);
      await this.replace();
      return { problems, frozen: true };
    }
    const problems = this.#take();
    const text = await this.page.evaluate(() => window.__developerText?.splice(0) ?? []);
    problems.push(...text.map((line) => `developer text: ${line}`));
    const { pathname } = new URL(this.page.url());
    if (!statusPage) {
      if (pathname === '/error' || pathname === '/notfound')
        problems.push(`landed on the ${pathname} page`);
      const heading = this.page.getByRole('heading', { level: 1, name: ERROR_HEADINGS });
      if (await heading.count()) {
        const why = this.#consoleErrors.filter((line) => !line.startsWith('Failed to load'));
        problems.push(
          `error page: ${(await heading.first().textContent()) ?? ''} (console: ${JSON.stringify(why.slice(-2))})`,
        );
      }
    }
    this.#note(problems);
    await this.#screenshot();
    return { problems, frozen: false };
  }

  #opened = { path: '', at: Date.now() };

  /** One line of the log; printed as it goes with ANY_BACKEND_VERBOSE=1. */
  #note(problems: Problems): void {
    const landed = this.page.isClosed() ? '(replaced)' : new URL(this.page.url()).pathname;
    const line = `${this.#opened.path} → ${landed} ${String(Date.now() - this.#opened.at)} ms${problems.length ? ` ${String(problems.length)} problem(s)` : ''}`;
    this.log.push(line);
    if (process.env.ANY_BACKEND_VERBOSE === '1') console.log(line);
  }

  /** With ANY_BACKEND_SCREENSHOTS=dir, each screen checked as a PNG there (to look at a seed). */
  async #screenshot(): Promise<void> {
    const dir = process.env.ANY_BACKEND_SCREENSHOTS;
    if (!dir) return;
    const name = `${String(this.log.length).padStart(2, '0')}-${this.#opened.path.replace(/[^\w-]+/g, '_').slice(0, 60)}.png`;
    await this.page.screenshot({ path: `${dir}/${name}`, fullPage: false }).catch(() => undefined);
  }

  #take(): Problems {
    return this.#pending.splice(0);
  }

  /** Closes the dialogs a load opened (Escape, as a bettor would), so a click reaches the page. */
  async closeDialogs(): Promise<void> {
    const dialog = this.page.locator('[role="dialog"], [role="alertdialog"]');
    for (let tries = 0; tries < 3 && (await dialog.count()) > 0; tries += 1) {
      await this.page.keyboard.press('Escape');
      await dialog
        .first()
        .waitFor({ state: 'detached', timeout: 2_000 })
        .catch(() => undefined);
    }
  }

  /** The first link on the screen whose address starts so, or null. */
  async firstLink(prefix: string): Promise<string | null> {
    const hrefs = await this.page
      .locator(`a[href^="${prefix}"]`)
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')).filter((href) => href !== null),
      );
    return hrefs[0] ?? null;
  }
}
