import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  FRAME_PAGE,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
  type PrerenderedLanguage,
  type PrerenderedPage,
} from '@sportsbook/contracts/hosting';
import { THEMES, type Theme } from '../src/lib/runtime-config.ts';
import { precompressFile } from './precompress.ts';
import { z } from 'zod';
import { chunksOf, pageHtml, type Manifest } from './prerender-html.ts';
import { PAGE_SOURCES } from './page-sources.ts';

const ManifestSchema = z.record(
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);

/**
 * `npm run build -w @sportsbook/web`, after `vite build` (issue 27, decision 155): bundles
 * src/app/prerender.tsx in SSR mode, renders every prerendered page in every theme and language
 * from the same components, and writes `dist/prerendered/<theme>/<language>/<page>.html` with
 * its .br/.gz twins.
 */

const WEB = resolve(import.meta.dirname, '..');
/** Texts of a language other than English that a page's first render needs (decision 096). */
const TEXT_SOURCES: Record<
  Exclude<PrerenderedLanguage, 'en'>,
  (page: PrerenderedPage | typeof FRAME_PAGE) => string[]
> = {
  es: (page) =>
    page === FRAME_PAGE
      ? [
          'src/lib/texts/public-texts-es.ts',
          'src/lib/texts/app-texts-es.ts',
          'src/lib/texts/first-beyond-texts-es.ts',
        ]
      : [
          'src/lib/texts/public-texts-es.ts',
          ...(page === 'sport' ? ['src/lib/texts/beyond-texts-es.ts'] : []),
        ],
};

type RenderPage = (
  path: string,
  language: PrerenderedLanguage,
  theme: Theme,
  options?: { frame?: boolean },
) => Promise<string>;

const isRenderPage = (value: unknown): value is RenderPage => typeof value === 'function';

/** Builds the SSR bundle into `outDir` and loads its `renderPage`. */
async function loadRenderer(outDir: string): Promise<RenderPage> {
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  const bundle: unknown = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
  const renderPage: unknown =
    typeof bundle === 'object' && bundle !== null ? Reflect.get(bundle, 'renderPage') : undefined;
  if (!isRenderPage(renderPage)) throw new Error('prerender: the bundle exports no renderPage');
  return renderPage;
}

export async function prerender(dist = join(WEB, 'dist')): Promise<string[]> {
  // The bundle inlines some packages built for production; the ones it imports (react) must agree.
  process.env.NODE_ENV = 'production';
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest: Manifest = ManifestSchema.parse(
    JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')),
  );
  // Inside the build's metadata folder (never served), so the bundle resolves web's packages.
  const outDir = join(dist, '.vite/prerender');
  const written: string[] = [];
  try {
    const renderPage = await loadRenderer(outDir);
    for (const language of PRERENDERED_LANGUAGES) {
      for (const theme of THEMES) {
        const pages = [...Object.entries(PRERENDERED_PAGES), ['/', FRAME_PAGE] as const];
        for (const [path, page] of pages) {
          const body = await renderPage(path, language, theme, { frame: page === FRAME_PAGE });
          const sources = [
            ...PAGE_SOURCES[page],
            ...(language === 'en' ? [] : TEXT_SOURCES[language](page)),
          ];
          const html = pageHtml({
            template,
            body,
            page,
            language,
            theme,
            preloads: chunksOf(manifest, sources),
          });
          const file = join(dist, prerenderedFile(page, theme, language));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
          await precompressFile(file);
          written.push(file);
        }
      }
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  const written = await prerender();
  console.log(
    `prerendered ${String(written.length)} pages (with .br/.gz twins) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
