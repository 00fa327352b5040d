import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Request } from '@playwright/test';
import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';
import { expect, expectAccessible, type Page } from '../../support/fixtures.ts';

/**
 * Issue 34, finding 1 (decision 179): every screen in both languages at both sizes. One page per
 * language × size × route group walks its routes in the app (client-side, so nothing reloads), and
 * on each screen and dialog one `page.evaluate` checks the layout: no sideways page scroll, no
 * control cut off, a table that scrolls sideways shows it, and, scrolled to the end, Back to top
 * and the Betslip button cover nothing. axe runs where the walk's plan says (every Spanish screen;
 * the English ones no other journey scans at that size).
 */

export type Language = 'en' | 'es';

export const SIZES = {
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  1366: { viewport: { width: 1366, height: 900 } },
} as const;
export type Width = keyof typeof SIZES;

const LOCALES = resolve(import.meta.dirname, '../../../web/src/locales');
const files = new Map<string, Record<string, unknown>>();

/**
 * A text of the app as its locale file has it (`file` as 'app/cashier', `key` dotted), so the walk
 * follows the wording as it changes.
 */
export function text(lang: Language, file: string, key: string): string {
  const path = `${lang}/${file}`;
  let json = files.get(path);
  if (!json) {
    json = JSON.parse(readFileSync(`${LOCALES}/${path}.json`, 'utf8')) as Record<string, unknown>;
    files.set(path, json);
  }
  const found = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], json);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${path}.json`);
  return found;
}

/** A text with placeholders ('Cash Out ticket #{{number}}') as a pattern that matches it whole. */
export function textPattern(lang: Language, file: string, key: string): RegExp {
  const parts = text(lang, file, key).split(/\{\{\w+\}\}/);
  return new RegExp(
    `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`,
  );
}

/** A local calendar day (yyyy-MM-dd), `offset` days from today, as the app's ?date= takes it. */
export function localDay(offset: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** What the layout check found on one screen (empty when it fits). */
type Problems = string[];

/**
 * The in-page layout check. It scrolls to the end of the page (games mount near the viewport), then:
 * - the page is no wider than the window;
 * - no visible control is cut off: its content wider than its box, or its box past the window or
 *   clipped by a box that hides overflow (a control inside a sideways scroller is judged by the
 *   scroller instead);
 * - every table wider than the box it scrolls in sits in a DataTable box that shows so (a shade at
 *   the edge with more beyond it);
 * - scrolled to the end, no floating control (Back to top, the phone's Betslip button) covers
 *   content: a text, a control, a table cell, an image (not checked under an open dialog).
 * Answers what is wrong, and whether a floating control showed at the end (for the callers that
 * need the overlap check not to be vacuous).
 */
async function layoutProblems(page: Page): Promise<{ problems: Problems; floating: string[] }> {
  return page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            done();
          });
        });
      });
    const root = document.documentElement;
    const atEnd = () => window.scrollY + root.clientHeight >= root.scrollHeight - 1;
    // To the end, until a whole round (two frames) leaves the page as tall and still at its end:
    // lazily mounted games, a table's rows, a late answer's commit all grow it. The checks below
    // run in the same task as the last test, so they see exactly the page found settled (a frame
    // between the two let a late commit push the last block under Back to top: run 106). At least
    // two rounds, so the floating controls that a scroll shows have rendered.
    let settled = false;
    for (let round = 0; round < 12 && !settled; round += 1) {
      const height = root.scrollHeight;
      window.scrollTo(0, height);
      await frame();
      settled = round > 0 && root.scrollHeight === height && atEnd();
    }
    const problems: string[] = [];
    if (!settled) {
      problems.push(
        `the page does not settle at its end: at ${String(Math.round(window.scrollY))} px of ${String(root.scrollHeight - root.clientHeight)}`,
      );
    }
    const width = root.clientWidth;
    if (root.scrollWidth > width) {
      problems.push(
        `the page scrolls sideways: ${String(root.scrollWidth)} px in ${String(width)}`,
      );
    }
    const nameOf = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent)
        .replace(/\s+/g, ' ')
        .trim();
      return `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
    };
    const shown = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return null;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box.
      return box.width > 1 && box.height > 1 ? box : null;
    };
    const scrollsSideways = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="menuitem"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"]',
    );
    for (const control of Array.from(controls)) {
      const box = shown(control);
      if (!box) continue;
      const field = control.matches('input, select, textarea');
      if (!field && control.scrollWidth > control.clientWidth + 1) {
        problems.push(
          `${nameOf(control)} is cut off: ${String(control.scrollWidth)} px of content in ${String(control.clientWidth)}`,
        );
      }
      let inScroller = false;
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (scrollsSideways(style)) {
          inScroller = true;
          break;
        }
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
          const clip = up.getBoundingClientRect();
          if (box.right > clip.right + 1 || box.left < clip.left - 1) {
            problems.push(`${nameOf(control)} is clipped by ${nameOf(up).slice(0, 40)}`);
            break;
          }
        }
      }
      if (!inScroller && (box.right > width + 1 || box.left < -1)) {
        problems.push(
          `${nameOf(control)} reaches past the window: ${String(Math.round(box.left))}–${String(Math.round(box.right))} px of ${String(width)}`,
        );
      }
    }
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!shown(table)) continue;
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && !scrollsSideways(getComputedStyle(scroller)))
        scroller = scroller.parentElement;
      if (!scroller || scroller.scrollWidth <= scroller.clientWidth + 1) continue;
      const box = scroller.closest('[data-scroll-edges]');
      const atEnd = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1;
      const shade = box?.querySelector(':scope > [aria-hidden="true"]:last-child');
      const showing = shade ? Number(getComputedStyle(shade).opacity) > 0.5 : false;
      if (!atEnd && !(box?.hasAttribute('data-more-end') && showing)) {
        problems.push(`${nameOf(table).slice(0, 50)} scrolls sideways with no sign of it`);
      }
    }
    const floating: string[] = [];
    // Under an open dialog the page is locked where it was: its end is checked without one.
    const modal = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
    const floatingControls = modal ? [] : document.querySelectorAll('[data-floating-control]');
    for (const control of Array.from(floatingControls)) {
      const over = shown(control);
      if (!over) continue;
      floating.push(nameOf(control));
      // Content: what holds text itself, a control, an image, a table cell; not a fixed part
      // (another floating control, a dialog, a toast).
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        const overlap =
          Math.min(box.right, over.right) > Math.max(box.left, over.left) &&
          Math.min(box.bottom, over.bottom) > Math.max(box.top, over.top);
        if (!overlap || element.contains(control) || control.contains(element)) continue;
        if (
          element.closest(
            '[data-floating-control], [role="dialog"], [role="alertdialog"], [data-sonner-toaster]',
          )
        )
          continue;
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        const content =
          ownText || element.matches('img, svg, input, select, textarea, button, a[href], td, th');
        if (content && shown(element)) {
          problems.push(`${nameOf(control)} covers ${nameOf(element)} at the page's end`);
        }
      }
    }
    window.scrollTo(0, 0);
    return { problems, floating };
  });
}

/** One language × size: a page that walks screens and checks each. */
export class Walk {
  readonly page: Page;
  readonly lang: Language;
  readonly width: Width;
  /** Where each screen's PNG goes (`npm run screenshots`), or null. */
  private readonly shots: string | null;
  private readonly inFlight = new Set<Request>();
  private lastRequest = Date.now();

  constructor(page: Page, lang: Language, width: Width) {
    this.page = page;
    this.lang = lang;
    this.width = width;
    const shots = process.env.SCREENSHOTS_DIR;
    this.shots = shots ? resolve(shots) : null;
    if (this.shots) mkdirSync(this.shots, { recursive: true });
    const started = (request: Request) => {
      this.inFlight.add(request);
      this.lastRequest = Date.now();
    };
    const ended = (request: Request) => {
      this.inFlight.delete(request);
      this.lastRequest = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /** The app's text in the walk's language. */
  t(file: string, key: string): string {
    return text(this.lang, file, key);
  }

  /** The language before the app starts (SPEC §1: the stored language). */
  async start(): Promise<void> {
    await this.page.addInitScript((lang) => {
      localStorage.setItem('language', lang);
    }, this.lang);
  }

  /**
   * Logs demo in through the login form (in the walk's language) with `to` as its return address,
   * and waits until it is there (the app goes to the return address after login, SPEC §2 Login).
   */
  async logIn(to = '/'): Promise<void> {
    const { page } = this;
    await page.goto(to === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(to)}`);
    await page.getByLabel(this.t('auth', 'login.userName'), { exact: true }).fill('demo');
    await page.getByLabel(this.t('auth', 'login.password'), { exact: true }).fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: this.t('auth', 'login.submit'), exact: true }).click();
    await this.page.waitForURL((url) => `${url.pathname}${url.search}` === to);
  }

  /** A client-side move to `path` (as a link or Back would make), so the session's state stays. */
  async visit(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await this.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  }

  /**
   * Waits until the screen has what it asked for: a rendered frame, then no request under way for
   * 250 ms (a query that follows another starts well within that), and no placeholder left.
   */
  async settle(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((done) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              done();
            });
          });
        }),
    );
    await expect
      .poll(() => this.inFlight.size === 0 && Date.now() - this.lastRequest > 250, {
        message: 'the screen stops loading',
        intervals: [50],
      })
      .toBe(true);
    await expect(this.page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  }

  /**
   * Checks the screen as it is now, named `name` (also its screenshot's file name): settles, takes
   * its screenshot when asked, checks its layout (soft, so the walk goes on and reports every
   * screen), then axe when `axe` says so (the whole page, or only `include`, e.g. a dialog).
   */
  async check(
    name: string,
    { axe, include }: { axe: boolean; include?: string },
  ): Promise<{ floating: string[] }> {
    await this.settle();
    if (this.shots) {
      await this.page.screenshot({ path: `${this.shots}/${name}.png`, fullPage: true });
    }
    const { problems, floating } = await layoutProblems(this.page);
    expect.soft(problems, `${name} (${this.lang}, ${String(this.width)} px)`).toEqual([]);
    if (axe) await expectAccessible(this.page, include === undefined ? {} : { include });
    return { floating };
  }

  /** The one dialog open now (named by its title, whatever the language). */
  dialog(): Locator {
    return this.page.locator('[role="dialog"], [role="alertdialog"]').filter({ visible: true });
  }

  /** Closes the open dialog with Escape and waits until it is gone. */
  async closeDialog(): Promise<void> {
    const dialog = this.dialog();
    await this.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}
