import type { Plugin } from 'vite';
import {
  builtFiles,
  firstLoadFiles,
  LOGIN_ROOTS,
  RELOAD_ROOTS,
  type BuiltFile,
} from './size-budget.ts';

/**
 * The board's chunks (decision 223): what a logged-in reload of the home page or a league page
 * needs to show its prices, in two files instead of about thirty. Each file a lazy chunk imports
 * costs the page a request and a `<link rel=modulepreload>` that Vite's preload helper appends;
 * on a phone at 4× CPU, appending those links alone took about 300 ms of the reload's main thread.
 *
 * - `board`: what the board's roots import and no page a visitor without a session can open
 *   reaches. The build fails if a public page's first visit would load it.
 * - `shared`: what they import that public pages reach too, but not /login's first visit.
 *
 * The rest stays where automatic splitting puts it, and the entry's chunk keeps what it holds
 * (decision 186: its group comes first). Decision 233 then merges `shared` with the other chunks
 * the same aimed pages preload.
 */

/** A logged-in reload of / (what the size budget weighs) or of a league page, up to its first odds. */
export const BOARD_ROOTS = [...RELOAD_ROOTS, /\/features\/sportsbook\/pages\/league-page\.tsx$/];

/**
 * The routes a visitor without a session can open (router.tsx), and the start path's lazy reads:
 * what these reach, statically or by `import()`, is never the board's.
 */
export const PUBLIC_ROOTS = [
  /\/app\/layouts\/public-layout\.tsx$/,
  /\/features\/auth\/pages\/(?:login|register|forgot-password|password-reset|agreement|change-password-required)-page\.tsx$/,
  /\/features\/public-sports\/pages\/public-sports-page\.tsx$/,
  /\/features\/external-service\/pages\/external-service-page\.tsx$/,
  /\/features\/safer-gambling\/pages\/safer-gambling-page\.tsx$/,
  /\/features\/status\/pages\/[\w-]+-page\.tsx$/,
  /\/endpoints\/(?:auth|reference|meta)\/area\.ts$/,
];

interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    code?: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** The modules `from` reaches, through static imports and (with `dynamic`) `import()` too. */
function reach(graph: Graph, from: readonly string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds);
    if (dynamic) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * The two groups in `graph`. `board`: what BOARD_ROOTS import statically and no public page
 * reaches. `shared`: what they import that public pages reach too, but not /login's first visit
 * (LOGIN_ROOTS; its budget and its zod check stay /login's own). The graph is the one before
 * tree-shaking, so a reach is wider than what a page loads: a module in doubt stays out.
 */
export function boardModules(graph: Graph): {
  board: Set<string>;
  shared: Set<string>;
  loginIcons: Set<string>;
} {
  const ids = [...graph.getModuleIds()];
  const matching = (patterns: readonly RegExp[]) =>
    ids.filter((id) => patterns.some((pattern) => pattern.test(id)));
  const publicReach = reach(graph, matching(PUBLIC_ROOTS), true);
  const loginReach = reach(graph, matching(LOGIN_ROOTS), false);
  const board = new Set<string>();
  const shared = new Set<string>();
  for (const id of reach(graph, matching(BOARD_ROOTS), false)) {
    // What an `import()` loads keeps a chunk of its own (with a route's module in a group,
    // Rolldown 1.0's facade chunk exported a namespace it did not define).
    if (graph.getModuleInfo(id)?.dynamicImporters.length) continue;
    if (!publicReach.has(id)) board.add(id);
    else if (!loginReach.has(id)) shared.add(id);
  }
  return { board, shared, loginIcons: iconsNamedBy(graph, loginReach) };
}

/** A lucide-react icon's own module (the package's barrel and helpers are not icons). */
const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/;
const LUCIDE_BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.m?js$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.m?js["']/g;

/**
 * The icon files (e.g. `languages`) that the app's own modules among `ids` import by name from
 * lucide-react's barrel, read through the barrel's re-exports, its aliases included: a reach
 * cannot tell them, since the barrel imports every icon.
 */
export function iconsNamedBy(graph: Graph, ids: Iterable<string>): Set<string> {
  const names = new Set<string>();
  let barrel: string | undefined;
  for (const id of ids) {
    if (id.includes('/node_modules/')) continue;
    const info = graph.getModuleInfo(id);
    for (const [, list = ''] of (info?.code ?? '').matchAll(NAMED_IMPORT))
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    barrel ??= info?.importedIds.find((imported) => LUCIDE_BARREL.test(imported));
  }
  const files = new Set<string>();
  const code = barrel ? (graph.getModuleInfo(barrel)?.code ?? '') : '';
  for (const [, list = '', file = ''] of code.matchAll(BARREL_EXPORT))
    if (list.split(',').some((part) => names.has(part.trim().replace(/^default\s+as\s+/, ''))))
      files.add(file);
  return files;
}

/**
 * Why the build must fail when a public page's first visit loads the board's chunk (a file other
 * than the entry's that holds `board`'s modules, whatever its name), or null.
 */
export function boardOnPublicPages(
  files: readonly BuiltFile[],
  board: ReadonlySet<string>,
): string | null {
  // The entry's files take what they import first (decision 186): not the board's chunk.
  const start = new Set(firstLoadFiles(files, [], { css: false }));
  const boards = files
    .filter((file) => !start.has(file.fileName) && file.modules.some((id) => board.has(id)))
    .map((file) => file.fileName);
  const loaded = PUBLIC_ROOTS.flatMap((root) =>
    firstLoadFiles(files, [root], { css: false })
      .filter((name) => boards.includes(name))
      .map((name) => `${name} (${String(root)})`),
  );
  return loaded.length === 0
    ? null
    : `a public page's first visit loads the board's chunk: ${loaded.join(', ')}. See ` +
        'web/build/board-chunk.ts and decision 223.';
}

/**
 * The plugin that finds the board's modules and /login's icons once the module graph is complete
 * (and checks the bundle); the code-splitting group that puts the board's modules in the chunks
 * `board` and `shared`; and the one that puts the icons two or more chunks share, except /login's,
 * in `icons` (decision 232).
 */
export function boardChunk(): {
  plugin: Plugin;
  group: { name: (id: string) => string | null };
  icons: { name: (id: string) => string | null };
} {
  let modules = {
    board: new Set<string>(),
    shared: new Set<string>(),
    loginIcons: new Set<string>(),
  };
  return {
    plugin: {
      name: 'sportsbook:board-chunk',
      apply: (config, { command }) => command === 'build' && !config.build?.ssr,
      buildEnd() {
        modules = boardModules(this);
      },
      generateBundle(_options, bundle) {
        const problem = boardOnPublicPages(builtFiles(bundle), modules.board);
        if (problem) this.error(problem);
      },
    },
    group: {
      name: (id) => (modules.board.has(id) ? 'board' : modules.shared.has(id) ? 'shared' : null),
    },
    // /login's icons stay in its own chunks: its first visit keeps its requests and its budget.
    icons: {
      name: (id) => {
        const file = ICON.exec(id)?.[1];
        return file && !modules.loginIcons.has(file) ? 'icons' : null;
      },
    },
  };
}
