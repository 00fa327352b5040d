import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FRAME_PAGE,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
  type PrerenderedPage,
} from '@sportsbook/contracts/hosting';
import { THEMES } from '../src/lib/runtime-config.ts';

/**
 * Issue 27, decision 155: what `npm run build -w @sportsbook/web` wrote into web/dist. Every
 * prerendered page, in every theme and language, holds its visible text in its language, the
 * head of index.html (styles, scripts, settings) and no inline script; its twins match it.
 */

const DIST = join(import.meta.dirname, '../dist');
const LOCALES = join(import.meta.dirname, '../src/locales');

/** A text of src/locales/<language>/<namespace>.json by dotted key. */
function text(language: string, namespace: string, key: string): string {
  let value: unknown = JSON.parse(
    readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'),
  );
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? Reflect.get(value, part) : undefined;
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

/** The texts each page shows before any data: its heading first. */
const VISIBLE: Record<PrerenderedPage | typeof FRAME_PAGE, readonly (readonly [string, string])[]> =
  {
    // The logged-in frame (decision 159): the sports menu's heading and the skip link.
    [FRAME_PAGE]: [
      ['shell', 'sideMenu.sports'],
      ['shell', 'skipToContent'],
    ],
    login: [
      ['auth', 'login.title'],
      ['auth', 'login.userName'],
      ['auth', 'login.password'],
      ['auth', 'login.submit'],
      ['auth', 'login.forgotPassword'],
    ],
    register: [
      ['auth', 'register.title'],
      ['auth', 'register.intro'],
    ],
    'forgot-password': [
      ['auth', 'forgotPassword.title'],
      ['auth', 'forgotPassword.intro'],
      ['auth', 'forgotPassword.email'],
      ['auth', 'forgotPassword.submit'],
      ['auth', 'forgotPassword.backToLogin'],
    ],
    sport: [
      ['sports', 'title'],
      ['public', 'login'],
      ['public', 'joinUs'],
      ['public', 'footer.responsibleText'],
    ],
    'not-found': [
      ['status', 'notFound.title'],
      ['status', 'notFound.text'],
      ['status', 'goToDashboard'],
    ],
    error: [
      ['status', 'error.title'],
      ['status', 'error.text'],
    ],
    access: [
      ['status', 'access.title'],
      ['status', 'access.text'],
    ],
    'access-denied': [
      ['status', 'accessDenied.title'],
      ['status', 'accessDenied.notAvailable'],
    ],
  };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The text a reader sees in `#root`: tags out, entities decoded, spaces collapsed. */
const visibleText = (html: string): string =>
  (/<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ');

const read = (path: string): string => {
  if (!existsSync(path))
    throw new Error(`${path} is missing: run \`npm run build -w @sportsbook/web\` first`);
  return readFileSync(path, 'utf8');
};

describe('the prerendered pages of the build', () => {
  const index = read(join(DIST, 'index.html'));
  // What index.html's head loads: the settings meta, the entry, its modulepreloads, the CSS.
  const head =
    index.match(
      /<(?:meta name="sportsbook-config"|script|link rel="(?:modulepreload|stylesheet)")[^>]*>/g,
    ) ?? [];

  it('index.html loads the app as the pages expect', () => {
    expect(head.some((tag) => tag.startsWith('<script type="module"'))).toBe(true);
    expect(head.some((tag) => tag.startsWith('<link rel="stylesheet"'))).toBe(true);
    expect(head.some((tag) => tag.startsWith('<meta name="sportsbook-config"'))).toBe(true);
  });

  const pages = [
    ...Object.entries(PRERENDERED_PAGES),
    ['/ (the logged-in frame)', FRAME_PAGE] as const,
  ];
  for (const [path, page] of pages) {
    for (const language of PRERENDERED_LANGUAGES) {
      const other = PRERENDERED_LANGUAGES.find((each) => each !== language) ?? 'en';
      it(`${path} in ${language}, every theme: its text, index.html's head, no inline script`, () => {
        for (const theme of THEMES) {
          const file = join(DIST, prerenderedFile(page, theme, language));
          const html = read(file);
          expect(html).toContain(`<html lang="${language}" data-theme="${theme}">`);
          const inert = page === FRAME_PAGE ? ' inert' : '';
          expect(html).toContain(`<div id="root" data-prerendered="${page}"${inert}>`);
          for (const tag of head) expect(html, `${file}: ${tag}`).toContain(tag);

          const shown = visibleText(html);
          for (const [namespace, key] of VISIBLE[page])
            expect(shown, `${file}: ${namespace}:${key}`).toContain(text(language, namespace, key));
          const [namespace, key] = VISIBLE[page][0] ?? ['', ''];
          const heading = text(other, namespace, key);
          if (heading !== text(language, namespace, key))
            expect(shown, `${file}: not in ${other}`).not.toContain(heading);

          // The frame is anybody's: no user's name, no figure (it greets nobody).
          if (page === FRAME_PAGE)
            expect(shown, file).not.toContain(text(language, 'home', 'welcome').split(',')[0]);

          // The CSP allows no inline script: every script has a source, no handler attributes.
          expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [], file).toEqual([]);
          expect(html, file).not.toMatch(/\son[a-z]+="/);

          expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), file).toBe(html);
          expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), file).toBe(html);
        }
      });
    }
  }
});
