import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** Room above a measured size before the build fails: enough for ordinary work, not for a library. */
const MARGIN_BYTES = 3 * 1024;

/**
 * What the early reads of a logged-in reload (decision 211) add to the entry, so to /login: 1,117 B
 * measured on 2026-11-28 (165,430 → 166,547 B). They must run before any chunk is in, so they are
 * in the entry; as a chunk of their own they started the reads no sooner than the page did.
 */
const EARLY_READS_BYTES = 1_117;

/**
 * What a part or page that fails to load costs /login (decision 246): 1,514 B measured on 2026-12-02
 * (166,437 → 167,951 B), about 630 of them react-error-boundary. It must be in the entry: it is
 * what still shows when a chunk does not arrive.
 */
const PART_FAILURE_BYTES = 1_514;

/**
 * Gzipped JS + CSS a first visit to /login may load (issues 15, 27, 33): 163,418 bytes measured on
 * 2026-11-28 with the brief's stack back (i18next and react-i18next, decision 164; tailwind-merge,
 * decision 165) and the start path in one chunk (decision 186), plus the early reads (decision 211),
 * plus what a failed part shows (decision 246), plus 3 KB. It was 139.8 KB with the app's own i18n engine and class table, 169,092 B with the
 * stack back before decision 186.
 * Lower it as /login shrinks; raise it only with a reason in docs/performance.md: a build above
 * it fails, so a regression is seen at review. A kilobyte figure is never a reason to leave the
 * brief's stack (issue 33).
 */
export const LOGIN_BUDGET_BYTES = 163_418 + EARLY_READS_BYTES + PART_FAILURE_BYTES + MARGIN_BYTES;

/**
 * Gzipped JS a logged-in reload of / loads before its first odds: 213,619 bytes measured on
 * 2026-11-28 with the brief's stack back (decisions 164, 165) and the start path in one chunk
 * (decision 186), plus 3 KB (187.7 KB before the stack came back, 219,048 B before decision 186).
 * The network bench (`bench/network-size.ts`) also counts chunks that happen to arrive before the
 * odds; this is what the odds need.
 */
export const RELOAD_BUDGET_BYTES = 213_619 + MARGIN_BYTES;

/** What the budget reads of each output file (a subset of Rollup's OutputChunk / OutputAsset). */
export interface BuiltFile {
  fileName: string;
  code: string | Uint8Array;
  /** Static imports (chunks only). */
  imports: readonly string[];
  /** The module the chunk stands for, if any (its source path). */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** CSS files the chunk pulls in (Vite's viteMetadata.importedCss). */
  css: readonly string[];
  /** The modules bundled into the chunk (their ids: source paths), none for assets. */
  modules: readonly string[];
}

/**
 * A first visit to /login loads the entry, the login page's chunk, everything those import
 * statically, and their CSS. The region check's answer is checked by a guard the entry holds
 * (contracts/src/endpoints/reference/validate-access.guard.ts), not by its area's schemas, which
 * stay unloaded (decision 161).
 */
export const LOGIN_ROOTS = [/\/features\/auth\/pages\/login-page\.tsx$/];

/**
 * A logged-in reload of / up to the first odds loads the entry, the main route's layout, the
 * betting layout and the home page, the schemas of the calls it makes first (the account's
 * figures, the unread messages, the day's events and their games; the region check's answer has
 * a guard in the entry, decision 161), and everything those import statically. JS only: the aim
 * counts JS.
 */
export const RELOAD_ROOTS = [
  /\/app\/layouts\/main-layout\.tsx$/,
  /\/app\/layouts\/betting-layout\.tsx$/,
  /\/features\/home\/pages\/home-page\.tsx$/,
  /\/endpoints\/(?:account|message|sport-event|matchup)\/area\.ts$/,
];

/** The files a first visit loads: the entry and `roots`' chunks with their static imports (and CSS). */
export function firstLoadFiles(
  files: readonly BuiltFile[],
  roots: readonly RegExp[],
  { css = true }: { css?: boolean } = {},
): string[] {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const wanted = new Set<string>();
  const visit = (name: string) => {
    const file = byName.get(name);
    if (!file || wanted.has(name)) return;
    wanted.add(name);
    file.imports.forEach(visit);
    if (css) file.css.forEach(visit);
  };
  for (const file of files) {
    const root = file.isEntry || roots.some((pattern) => pattern.test(file.facadeModuleId ?? ''));
    if (root) visit(file.fileName);
  }
  return [...wanted].sort();
}

/** The gzipped weight of what `firstLoadFiles` names. */
export function firstLoad(
  files: readonly BuiltFile[],
  roots: readonly RegExp[],
  options: { css?: boolean } = {},
): { bytes: number; files: string[] } {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const wanted = firstLoadFiles(files, roots, options);
  let bytes = 0;
  for (const name of wanted) {
    const code = byName.get(name)?.code ?? '';
    bytes += gzipSync(typeof code === 'string' ? Buffer.from(code) : code, { level: 9 }).length;
  }
  return { bytes, files: wanted };
}

export const loginFirstVisit = (files: readonly BuiltFile[]) => firstLoad(files, LOGIN_ROOTS);

const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The modules of zod a first visit to /login would load, with the file each comes in: none, since
 * the start path checks untrusted data with the contract's guards (decision 161).
 */
export function zodOnLogin(files: readonly BuiltFile[]): { file: string; module: string }[] {
  const login = new Set(loginFirstVisit(files).files);
  return files
    .filter((file) => login.has(file.fileName))
    .flatMap((file) =>
      file.modules
        .filter((module) => ZOD_MODULE.test(module))
        .map((module) => ({ file: file.fileName, module })),
    );
}

export const reloadFirstOdds = (files: readonly BuiltFile[]) =>
  firstLoad(files, RELOAD_ROOTS, { css: false });

/** Why the build must fail when a first visit to /login would load zod, or null. */
export function zodOnLoginError(files: readonly BuiltFile[]): string | null {
  const zod = zodOnLogin(files);
  if (zod.length === 0) return null;
  const where = zod.map(({ file, module }) => `${module} (in ${file})`).join(', ');
  return (
    `/login first visit loads zod: ${where}. Check what /login reads with a contract guard ` +
    '(*.guard.ts), not a zod schema: see docs/decisions/161-zod-off-login.md.'
  );
}

/** What the budget reads of a bundle's files. */
export function builtFiles(bundle: OutputBundle): BuiltFile[] {
  return Object.values(bundle).map((output) =>
    output.type === 'chunk'
      ? {
          fileName: output.fileName,
          code: output.code,
          imports: output.imports,
          facadeModuleId: output.facadeModuleId,
          isEntry: output.isEntry,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.keys(output.modules),
        }
      : {
          fileName: output.fileName,
          code: output.source,
          imports: [],
          facadeModuleId: null,
          isEntry: false,
          css: [],
          modules: [],
        },
  );
}

/**
 * Fails the production build when /login's first visit or a logged-in reload outgrows its budget,
 * or when /login's first visit loads zod (decision 161).
 */
export function sizeBudget(
  budget = LOGIN_BUDGET_BYTES,
  reloadBudget = RELOAD_BUDGET_BYTES,
): Plugin {
  return {
    name: 'sportsbook:size-budget',
    // The prerendering bundle (decision 155) runs at build time, not in the browser.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const files = builtFiles(bundle);
      const zod = zodOnLoginError(files);
      if (zod) this.error(zod);
      const kb = (bytes: number) =>
        `${(bytes / 1024).toFixed(1)} KB (${bytes.toLocaleString('en')} B)`;
      const checks = [
        {
          what: '/login first visit',
          size: loginFirstVisit(files).bytes,
          limit: budget,
          of: 'JS + CSS',
        },
        {
          what: 'logged-in reload before the first odds',
          size: reloadFirstOdds(files).bytes,
          limit: reloadBudget,
          of: 'JS',
        },
      ];
      for (const { what, size, limit, of } of checks) {
        const line = `${what}: ${kb(size)} gzipped ${of} (budget ${kb(limit)})`;
        if (size > limit)
          this.error(`${line}: over budget. See docs/performance.md before raising it.`);
        this.info(line);
      }
    },
  };
}
