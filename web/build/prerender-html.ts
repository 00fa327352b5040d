import { FRAME_PAGE } from '@sportsbook/contracts/hosting';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered-root.ts';

/**
 * The pure half of prerendering (decision 155): a page's HTML is index.html as `vite build` wrote
 * it (its CSS, scripts, modulepreloads and settings meta), with the language and theme on `<html>`,
 * the page's own chunks preloaded, and the rendered page inside `#root`.
 */

/** What Vite's `.vite/manifest.json` says of each chunk (the fields read here). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The files of the chunks built from `sources` and everything they import statically, without
 * the entry's (index.html preloads those already), in a stable order.
 */
export function chunksOf(manifest: Manifest, sources: readonly string[]): string[] {
  const entry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entry);
  const wanted = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`prerender: ${source} is not a chunk of the build`);
    walk(source, wanted);
  }
  return [...wanted]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file ?? key)
    .sort();
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface PageHtml {
  /** index.html as built. */
  readonly template: string;
  /** What the server rendered inside `#root`. */
  readonly body: string;
  /** The page's name (PRERENDERED_PAGES), kept on `#root` as the marker the client reads. */
  readonly page: string;
  readonly language: string;
  readonly theme: string;
  /** Files (under the build) to modulepreload besides the entry's. */
  readonly preloads: readonly string[];
}

export function pageHtml({ template, body, page, language, theme, preloads }: PageHtml): string {
  const html = /<html lang="[a-z]{2}">/;
  const root = '<div id="root"></div>';
  const head = '</head>';
  if (!html.test(template) || !template.includes(root) || !template.includes(head))
    throw new Error('prerender: index.html has no <html lang>, empty #root or </head>');
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('\n    ');
  return template
    .replace(html, `<html lang="${language}" data-theme="${theme}">`)
    .replace(head, links ? `  ${links}\n  ${head}` : head)
    .replace(root, () => {
      // The logged-in frame is drawn, never hydrated: inert until the page replaces it (decision 159).
      const inert = page === FRAME_PAGE ? ' inert' : '';
      return `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}"${inert}>${body}</div>`;
    });
}
