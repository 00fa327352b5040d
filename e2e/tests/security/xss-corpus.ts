import type { Page } from '@playwright/test';
import { control, expect } from '../../support/fixtures.ts';

/**
 * Representative vectors of the OWASP XSS filter evasion cheat sheet, each of which, if the app
 * ever ran it, would set `window.__xss` (or open a dialog). They go into every field that screens
 * show as server text; none may run, each must read back as literal text.
 */
export const XSS_VECTORS = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=2</script>',
  "'><img src=x onerror=window.__xss=3>",
  '<img src=x onerror="window.__xss=4">',
  '<svg/onload=window.__xss=5>',
  '<IMG SRC="javascript:window.__xss=6">',
  '<IMG SRC=JaVaScRiPt:window.__xss=7>',
  '<a href="javascript:window.__xss=8">click</a>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=9>',
  '<iframe src="javascript:window.__xss=10"></iframe>',
  '<BODY ONLOAD=window.__xss=11>',
  '<details open ontoggle=window.__xss=12>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=13>',
  '<input autofocus onfocus=window.__xss=14>',
  '<object data="javascript:window.__xss=15"></object>',
  '<div style="background:url(javascript:window.__xss=16)">',
  '<scr<script>ipt>window.__xss=17</scr</script>ipt>',
  '{{constructor.constructor("window.__xss=18")()}}',
  "';window.__xss=19;//",
  '<marquee onstart=window.__xss=20>',
  '<img src=x onerror=alert(21)>',
  '%3Cscript%3Ewindow.__xss=22%3C/script%3E',
  '<a href="jav&#x09;ascript:window.__xss=23">tab</a>',
  '<isindex type=image src=1 onerror=window.__xss=24>',
] as const;

/** Addresses for fields the app follows or loads (links, logos, attachments). */
export const HOSTILE_URLS = [
  'javascript:window.__xss=101',
  ' JaVaScRiPt:window.__xss=102',
  'data:text/html,<script>window.__xss=103</script>',
  'vbscript:window.__xss=104',
  '//evil.example/x.png',
] as const;

interface TextField {
  model: string;
  field: string;
  values: readonly string[];
}

/** Rotates the corpus so neighbouring fields of one record carry different vectors. */
const rotated = (by: number): string[] => [
  ...XSS_VECTORS.slice(by % XSS_VECTORS.length),
  ...XSS_VECTORS.slice(0, by % XSS_VECTORS.length),
];

const TEXT: TextField[] = [
  { model: 'league', field: 'name', values: rotated(0) },
  { model: 'matchup', field: 'awayName', values: rotated(1) },
  { model: 'matchup', field: 'homeName', values: rotated(2) },
  { model: 'offer', field: 'teamName', values: rotated(3) },
  { model: 'ticket', field: 'ticketName', values: rotated(4) },
  { model: 'ticketItem', field: 'teamName', values: rotated(5) },
  { model: 'ticketItem', field: 'betDisplay', values: rotated(6) },
  { model: 'bonus', field: 'bonusName', values: rotated(7) },
  { model: 'message', field: 'subject', values: rotated(8) },
  { model: 'message', field: 'body', values: rotated(9) },
  { model: 'message', field: 'senderName', values: rotated(10) },
  { model: 'message', field: 'attachmentName', values: rotated(11) },
  { model: 'bank', field: 'name', values: rotated(12) },
  { model: 'bank', field: 'bankFullName', values: rotated(13) },
  { model: 'bank', field: 'accountNo', values: rotated(14) },
  { model: 'bank', field: 'accountName', values: rotated(15) },
  { model: 'bank', field: 'accountCaption', values: rotated(16) },
  { model: 'lottery', field: 'lottGroupName', values: rotated(17) },
  { model: 'user', field: 'firstName', values: rotated(18) },
  { model: 'user', field: 'lastName', values: rotated(19) },
  { model: 'paymentMethod', field: 'name', values: rotated(20) },
  { model: 'branch', field: 'address', values: rotated(21) },
  { model: 'bankAccount', field: 'accountName', values: rotated(22) },
  { model: 'bankAccount', field: 'accountDescription', values: rotated(23) },
];

const URLS: TextField[] = [
  { model: 'matchup', field: 'awayLogo', values: HOSTILE_URLS },
  { model: 'bank', field: 'urlLogo', values: HOSTILE_URLS },
  { model: 'branch', field: 'mapLink', values: HOSTILE_URLS },
  { model: 'lottery', field: 'logoUrl', values: HOSTILE_URLS },
  { model: 'message', field: 'attachmentLink', values: HOSTILE_URLS },
  { model: 'paymentMethod', field: 'icon', values: HOSTILE_URLS },
];

/** Puts the corpus into the world through the control API (after the fixture's reset). */
export async function seedHostileWorld(page: Page) {
  for (const rewrite of [...TEXT, ...URLS]) await control(page, '/text', rewrite);
}

/**
 * Watches a page for anything a vector could do: a dialog (dismissed and recorded) and any CSP
 * violation (recorded in the page before any of its scripts run).
 */
export async function watchForXss(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { dialogs };
}

interface PageFindings {
  xss: unknown;
  cspViolations: string[];
  scriptUrlAttributes: string[];
  handlerAttributes: string[];
  foreignScripts: string[];
  frames: string[];
  text: string;
}

/** What the page holds now that a vector could have left behind. */
function findings(page: Page): Promise<PageFindings> {
  return page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('*'));
    // Browsers ignore ASCII whitespace and control characters inside a scheme.
    const scheme = (value: string) =>
      Array.from(value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase()
        .split(':')[0];
    const scriptUrlAttributes = elements.flatMap((element) =>
      ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc']
        .map((name) => element.getAttribute(name))
        .filter(
          (value): value is string =>
            value !== null && ['javascript', 'vbscript'].includes(scheme(value) ?? ''),
        ),
    );
    const handlerAttributes = elements.flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    );
    const foreignScripts = Array.from(document.scripts)
      .map((script) => script.getAttribute('src') ?? `inline: ${script.text.slice(0, 60)}`)
      .filter((src) => !src.startsWith('/assets/'));
    const frames = Array.from(document.querySelectorAll('iframe, frame, object, embed')).map(
      (element) => element.outerHTML.slice(0, 120),
    );
    const xss: unknown = Reflect.get(window, '__xss');
    const violations: unknown = Reflect.get(window, '__cspViolations');
    return {
      xss,
      cspViolations: Array.isArray(violations) ? violations.map(String) : [],
      scriptUrlAttributes,
      handlerAttributes,
      foreignScripts,
      frames,
      text: document.body.textContent,
    };
  });
}

/** The vectors this page shows, literally. */
export const vectorsIn = (text: string): string[] =>
  XSS_VECTORS.filter((vector) => text.includes(vector));

/**
 * Nothing ran and nothing was left that could run: no `window.__xss`, no dialog, no CSP violation,
 * no script: address, no inline handler attribute, no script but our bundles, no frame; and at
 * least `atLeast` vectors read as literal text. Returns the vectors seen.
 */
export async function expectNothingRan(
  page: Page,
  watch: { dialogs: string[] },
  atLeast = 1,
): Promise<string[]> {
  await expect
    .poll(async () => vectorsIn((await findings(page)).text).length, {
      message: `vectors shown as text on ${page.url()}`,
    })
    .toBeGreaterThanOrEqual(atLeast);
  const found = await findings(page);
  expect(found.xss, `window.__xss on ${page.url()}`).toBeUndefined();
  expect(watch.dialogs, `dialogs on ${page.url()}`).toEqual([]);
  expect(found.cspViolations, `CSP violations on ${page.url()}`).toEqual([]);
  expect(found.scriptUrlAttributes, `script: addresses on ${page.url()}`).toEqual([]);
  expect(found.handlerAttributes, `on* attributes on ${page.url()}`).toEqual([]);
  expect(found.foreignScripts, `scripts on ${page.url()}`).toEqual([]);
  expect(found.frames, `frames on ${page.url()}`).toEqual([]);
  return vectorsIn(found.text);
}
