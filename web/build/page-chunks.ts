import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { AIMED_PAGES, LATER_SOURCES, PAGE_SOURCES } from './page-sources.ts';

/**
 * Each aimed page's first visit in fewer files (decision 233). Rolldown splits shared code by the
 * set of every `import()` that reaches it, so a page's HTML preloads many small chunks: /login 9,
 * /register 9. Each costs a request, and on an HTTP/1.1 host (as `npm start` serves) a connection
 * of at most six; cold Lighthouse put /login's nine at about 320 ms (decision 232).
 *
 * The build therefore runs twice. The first run is the build as configured; from its chunks (what
 * is left after tree-shaking, which a module graph before it cannot tell) the plan finds which
 * aimed pages preload each chunk, and the second run puts the chunks the same pages preload in one
 * file, and a small page's chunk in a bigger one whose other pages load its modules soon anyway.
 * Chunks that `import()` loads (the routes' own) and the entry's keep their files.
 */

/** What the plan reads of a chunk of the first build (a subset of Rolldown's OutputChunk). */
export interface BuiltChunk {
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly facadeModuleId: string | null;
  /** Its modules by id, with the length of each one's code after tree-shaking. */
  readonly modules: Readonly<Record<string, { readonly renderedLength: number }>>;
}

/**
 * Code (rendered, before minifying) a merge may add to a page that never runs it, beside more that
 * it does: /register preloads /login's form parts, which its own form uses, and `use-hydrated`
 * (about 300 B), which it does not.
 */
export const SPARE_BYTES = 1024;

/** A page, by module ids: what its HTML preloads, and what it loads right after hydration. */
export interface PageRoots {
  readonly page: string;
  readonly preloads: readonly string[];
  readonly later: readonly string[];
}

interface Group {
  readonly pages: readonly string[];
  readonly files: string[];
}

/**
 * Module id → the name of the chunk it goes in, for the modules of chunks the plan merges:
 * - chunks that the same aimed pages preload (and no `import()` loads directly) are one chunk;
 * - a group whose pages are a subset of another's joins the one with the fewest pages among those
 *   whose other pages each load its code right after hydration, all but at most SPARE_BYTES and
 *   at most half of it: pages load the same code, some of it sooner.
 * Named `pages-` and the pages, e.g. `pages-login-register`. A group of one chunk stays as it is.
 */
export function pageChunkPlan(
  chunks: readonly BuiltChunk[],
  pages: readonly PageRoots[],
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const stack = [...files];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const facadeOf = (id: string): string => {
    const chunk = chunks.find((each) => each.facadeModuleId === id);
    if (!chunk) throw new Error(`page-chunks: ${id} is not a chunk of the build`);
    return chunk.fileName;
  };
  const modulesIn = (file: string) => Object.keys(byFile.get(file)?.modules ?? {});
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));

  const preloaded = new Map<string, Set<string>>();
  const later = new Map<string, Set<string>>();
  for (const { page, preloads, later: soon } of pages) {
    preloaded.set(page, new Set([...closure(preloads.map(facadeOf))].filter((f) => !entry.has(f))));
    later.set(page, new Set([...closure(soon.map(facadeOf))].flatMap(modulesIn)));
  }

  const groups = new Map<string, Group>();
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.isDynamicEntry) continue;
    const of = pages.map(({ page }) => page).filter((p) => preloaded.get(p)?.has(chunk.fileName));
    if (of.length === 0) continue;
    const key = of.join('-');
    const group = groups.get(key) ?? { pages: of, files: [] };
    group.files.push(chunk.fileName);
    groups.set(key, group);
  }

  const modulesOf = (group: Group) => group.files.flatMap(modulesIn);
  /** Whether `page` loads `group`'s code right after hydration, but SPARE_BYTES, half at most. */
  const uses = (group: Group, page: string) => {
    let used = 0;
    let unused = 0;
    for (const file of group.files)
      for (const [id, { renderedLength }] of Object.entries(byFile.get(file)?.modules ?? {}))
        if (later.get(page)?.has(id)) used += renderedLength;
        else unused += renderedLength;
    return unused <= SPARE_BYTES && unused <= used;
  };
  const ordered = [...groups.values()].sort((a, b) => a.pages.length - b.pages.length);
  const merged = new Set<Group>();
  for (const group of ordered) {
    const target = ordered.find(
      (other) =>
        other.pages.length > group.pages.length &&
        !merged.has(other) &&
        group.pages.every((page) => other.pages.includes(page)) &&
        other.pages
          .filter((page) => !group.pages.includes(page))
          .every((page) => uses(group, page)),
    );
    if (!target) continue;
    target.files.push(...group.files);
    merged.add(group);
  }

  const plan = new Map<string, string>();
  for (const group of ordered) {
    if (merged.has(group) || group.files.length < 2) continue;
    const name = `pages-${group.pages.join('-')}`;
    for (const id of modulesOf(group)) plan.set(id, name);
  }
  return plan;
}

/**
 * Whether this build is the first run, whose chunks only feed the plan: the variable
 * SPORTSBOOK_PAGE_CHUNKS_PLANNING is set while it runs, and vite.config.ts then leaves out
 * what only the real build needs.
 */
export const isPlanningBuild = (): boolean => process.env.SPORTSBOOK_PAGE_CHUNKS_PLANNING === '1';

/** The aimed pages of page-sources.ts, by module id under `root` (web/). */
export const aimedPages = (root: string): PageRoots[] =>
  AIMED_PAGES.map((page) => ({
    page,
    preloads: PAGE_SOURCES[page].map((path) => resolve(root, path)),
    later: (LATER_SOURCES[page] ?? []).map((path) => resolve(root, path)),
  }));

/** The first run: the same configuration, nothing written, its chunks returned. */
async function firstBuild(config: ResolvedConfig): Promise<BuiltChunk[]> {
  process.env.SPORTSBOOK_PAGE_CHUNKS_PLANNING = '1';
  try {
    const result = await build({
      root: config.root,
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, manifest: false, copyPublicDir: false },
    });
    const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
    return outputs.flatMap(({ output }) => output.filter((file) => file.type === 'chunk'));
  } finally {
    delete process.env.SPORTSBOOK_PAGE_CHUNKS_PLANNING;
  }
}

/**
 * The plugin that runs the first build and makes the plan as the real build starts, and the
 * code-splitting group that names the merged chunks (its priority must be above the other groups',
 * whose chunks it merges).
 */
export function pageChunks(): {
  plugin: Plugin;
  group: { name: (id: string) => string | null };
} {
  let config: ResolvedConfig | undefined;
  let plan = new Map<string, string>();
  return {
    plugin: {
      name: 'sportsbook:page-chunks',
      apply: (userConfig, { command }) =>
        command === 'build' && !userConfig.build?.ssr && !isPlanningBuild(),
      configResolved(resolved) {
        config = resolved;
      },
      async buildStart() {
        if (!config) throw new Error('page-chunks: the build started before its configuration');
        plan = pageChunkPlan(await firstBuild(config), aimedPages(config.root));
      },
    },
    group: { name: (id) => plan.get(id) ?? null },
  };
}
