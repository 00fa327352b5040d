import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressFile } from '../build/precompress.ts';
import { reactRouterProduction } from '../build/react-router-production.ts';
import { measure, type Score } from './lighthouse-run.ts';
import { ensureBuild, serveBuilds, webRoot } from './serve.ts';

/**
 * What the brief's stack alone costs a page in the project's Lighthouse bench (decision 232): the
 * production build's prerendered page beside the same HTML and stylesheet whose only script is
 * `stack-floor/entry.tsx` (React, react-dom, react-router, TanStack Query, i18next with
 * react-i18next, tailwind-merge; no app code, no modulepreloads). Cold Lighthouse mobile runs, the
 * two builds alternated, median of --runs. The floor's figures are the least any page of this app
 * can score while it loads the stack before it is usable.
 *
 *   npx tsx bench/stack-floor.ts [--no-build] [--runs 5] [--page /login ...] [--keep-preloads]
 *
 * --keep-preloads leaves the page's modulepreload links in the floor's HTML (the app's chunks are
 * fetched, not run): what those requests alone cost beside the stack.
 *
 * Ports: STACK_FLOOR_PORT (4430) and the one after it for the servers, Chromium 4432.
 */

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    'keep-preloads': { type: 'boolean', default: false },
  },
});
const KEEP_PRELOADS = values['keep-preloads'];
const RUNS = Number(values.runs);
const PAGES = values.page ?? ['/login'];
const PORT = Number(process.env.STACK_FLOOR_PORT ?? 4430);
const CHROME_PORT = 4432;
/** What each page's HTML shows (checked after each run: the run really ended on the page). */
const SHOWS: Record<string, string> = {
  '/login': 'Forgot your password?',
  '/services/sport': "Today's games",
  '/register': 'Create your account',
};

/** The stack's entry, built as the app is (production react-router, minified, hashed). */
async function buildFloorEntry(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(import.meta.dirname, 'stack-floor'),
    plugins: [react(), reactRouterProduction],
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: '.',
      rollupOptions: {
        input: resolve(import.meta.dirname, 'stack-floor/entry.tsx'),
        output: { entryFileNames: 'stack-floor-[hash].js' },
      },
    },
  });
  const [entry] = readdirSync(outDir).filter((name) => name.endsWith('.js'));
  if (!entry) throw new Error('the stack-floor build wrote no script');
  return entry;
}

/** Every prerendered HTML page under `dir`. */
const pagesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));

/**
 * A copy of web/dist whose prerendered pages load the floor's entry instead of the app's entry and
 * (unless --keep-preloads) its modulepreloads; the HTML, stylesheet and everything else as built,
 * with fresh .br/.gz twins.
 */
async function floorDist(): Promise<{ dir: string; bytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
  cpSync(resolve(webRoot, 'dist'), dir, { recursive: true });
  const built = join(dir, '.floor');
  const entry = await buildFloorEntry(built);
  cpSync(join(built, entry), join(dir, 'assets', entry));
  rmSync(built, { recursive: true });
  const { br } = await precompressFile(join(dir, 'assets', entry));
  for (const page of pagesUnder(join(dir, 'prerendered'))) {
    const html = readFileSync(page, 'utf8')
      .replace(KEEP_PRELOADS ? /(?!)/ : /<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /(<script type="module" crossorigin src=")\/assets\/[^"]+(")/,
        `$1/assets/${entry}$2`,
      );
    writeFileSync(page, html);
    await precompressFile(page);
  }
  return { dir, bytes: br };
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

ensureBuild();
const floor = await floorDist();
const servers = await serveBuilds(
  [
    { label: 'app', dir: resolve(webRoot, 'dist') },
    { label: 'stack', dir: floor.dir },
  ],
  PORT,
);
try {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(
    `The stack's floor: the app's page against its HTML with the stack's entry alone${KEEP_PRELOADS ? " and the page's modulepreloads" : ''} (${(floor.bytes / 1024).toFixed(1)} KB brotli); Lighthouse mobile, cold, median of ${String(RUNS)}; load average ${load()}`,
  );
  for (const path of PAGES) {
    const scores = new Map<string, Score[]>();
    for (let run = 0; run < RUNS; run++)
      for (const { label, base } of run % 2 ? [...servers].reverse() : servers) {
        const target = { name: path, path, loggedIn: false, shows: SHOWS[path] ?? '' };
        const { score } = await measure(base, target, 'cold', CHROME_PORT);
        scores.set(label, [...(scores.get(label) ?? []), score]);
      }
    for (const { label } of servers) {
      const runs = scores.get(label) ?? [];
      const pick = (key: keyof Score) => median(runs.map((score) => score[key]));
      console.log(
        `  ${path.padEnd(16)} ${label.padEnd(6)} score ${String(pick('performance'))}  FCP ${String(pick('fcpMs'))} ms  LCP ${String(pick('lcpMs'))} ms  TBT ${String(pick('tbtMs'))} ms  bytes ${String(pick('bytes'))}  [LCP ${runs.map((score) => score.lcpMs).join(' ')}]`,
      );
    }
  }
  console.log(`Load average at the end: ${load()}`);
} finally {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(floor.dir, { recursive: true, force: true });
}
