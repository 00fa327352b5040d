import { describe, expect, it } from 'vitest';
import { boardModules, boardOnPublicPages, iconsNamedBy } from './board-chunk.ts';
import { chunk } from './testing/built-file.ts';

/** A module graph as Rolldown's plugin context shows it: static and dynamic imports per id. */
function graphOf(modules: Record<string, { imports?: string[]; dynamic?: string[] }>) {
  const dynamicImporters = (id: string) =>
    Object.entries(modules)
      .filter(([, each]) => each.dynamic?.includes(id))
      .map(([importer]) => importer);
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? {
            importedIds: module.imports ?? [],
            dynamicallyImportedIds: module.dynamic ?? [],
            dynamicImporters: dynamicImporters(id),
          }
        : null;
    },
  };
}

const SRC = '/work/web/src';
const graph = graphOf({
  [`${SRC}/app/main.tsx`]: {
    imports: [`${SRC}/app/router.tsx`],
  },
  [`${SRC}/app/router.tsx`]: {
    dynamic: [
      `${SRC}/app/layouts/main-layout.tsx`,
      `${SRC}/features/sportsbook/pages/league-page.tsx`,
      `${SRC}/features/auth/pages/login-page.tsx`,
      `${SRC}/features/public-sports/pages/public-sports-page.tsx`,
    ],
  },
  [`${SRC}/app/layouts/main-layout.tsx`]: {
    imports: [`${SRC}/top-bar.tsx`, `${SRC}/skeleton.tsx`],
    dynamic: [`${SRC}/notice.tsx`],
  },
  [`${SRC}/features/sportsbook/pages/league-page.tsx`]: {
    imports: [`${SRC}/matchup-card.tsx`, `${SRC}/skeleton.tsx`, `${SRC}/button.tsx`],
  },
  [`${SRC}/features/auth/pages/login-page.tsx`]: { imports: [`${SRC}/button.tsx`] },
  [`${SRC}/features/public-sports/pages/public-sports-page.tsx`]: {
    imports: [`${SRC}/matchup-card.tsx`],
    dynamic: [`${SRC}/top-bar.tsx`],
  },
  [`${SRC}/top-bar.tsx`]: {},
  [`${SRC}/skeleton.tsx`]: {},
  [`${SRC}/matchup-card.tsx`]: {},
  [`${SRC}/button.tsx`]: {},
  [`${SRC}/notice.tsx`]: { imports: [`${SRC}/dialog.tsx`] },
  [`${SRC}/dialog.tsx`]: {},
});

describe("the board's chunks (decision 223)", () => {
  const { board, shared } = boardModules(graph);

  it('takes what only the logged-in board imports into the board chunk', () => {
    expect([...board]).toEqual([`${SRC}/skeleton.tsx`]);
  });

  it('puts what a public page reaches too, but /login does not, in the shared chunk', () => {
    expect([...shared]).toEqual([`${SRC}/matchup-card.tsx`]);
  });

  it("leaves /login's modules, what an import() loads and what the board loads later alone", () => {
    const grouped = [...board, ...shared];
    expect(grouped).not.toContain(`${SRC}/button.tsx`);
    expect(grouped).not.toContain(`${SRC}/app/layouts/main-layout.tsx`);
    // The top bar: imported by the board, loaded by import() on a public page.
    expect(grouped).not.toContain(`${SRC}/top-bar.tsx`);
    expect(grouped).not.toContain(`${SRC}/dialog.tsx`);
  });
});

describe("/login's icons, which the icons chunk leaves in /login's own chunks (decision 232)", () => {
  const LUCIDE = '/work/node_modules/lucide-react/dist/esm';
  const barrel = `${LUCIDE}/lucide-react.mjs`;
  const modules: Record<string, { code: string; importedIds: string[] }> = {
    [barrel]: {
      code: [
        "export { default as Languages, default as LanguagesIcon, default as LucideLanguages } from './icons/languages.mjs';",
        "export { default as Loader2, default as LoaderCircle } from './icons/loader-circle.mjs';",
        "export { default as X, default as XIcon } from './icons/x.mjs';",
        "export { default as Star } from './icons/star.mjs';",
      ].join('\n'),
      importedIds: [],
    },
    [`${SRC}/language-switcher.tsx`]: {
      code: 'import { LanguagesIcon } from "lucide-react";\nimport { cn } from "@/lib/cn.ts";',
      importedIds: [barrel],
    },
    [`${SRC}/form.tsx`]: {
      code: "import {\n  Loader2 as Spin,\n  XIcon,\n} from 'lucide-react';",
      importedIds: [barrel],
    },
    [`${SRC}/favourite.tsx`]: {
      code: "import { Star } from 'lucide-react';",
      importedIds: [barrel],
    },
  };
  const graph = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { ...module, dynamicallyImportedIds: [], dynamicImporters: [] } : null;
    },
  };

  it("names the icon files the given modules import, through the barrel's aliases", () => {
    const files = iconsNamedBy(graph, [barrel, `${SRC}/language-switcher.tsx`, `${SRC}/form.tsx`]);
    expect([...files].sort()).toEqual(['languages', 'loader-circle', 'x']);
  });

  it('leaves out the icons only other modules import', () => {
    expect([...iconsNamedBy(graph, [`${SRC}/language-switcher.tsx`])]).toEqual(['languages']);
  });
});

describe('the check that public pages never load the board chunk', () => {
  const entry = chunk('assets/index.js', { isEntry: true });
  const boardModule = `${SRC}/features/sportsbook/components/odds-board.tsx`;
  const board = chunk('assets/board-AbC_12.js', { modules: [boardModule] });
  const boardIds = new Set([boardModule]);
  const league = chunk('assets/league-page.js', {
    facadeModuleId: `${SRC}/features/sportsbook/pages/league-page.tsx`,
    imports: ['assets/board-AbC_12.js', 'assets/shared.js'],
  });

  it('passes when only logged-in pages import it', () => {
    const publicSports = chunk('assets/public-sports-page.js', {
      facadeModuleId: `${SRC}/features/public-sports/pages/public-sports-page.tsx`,
      imports: ['assets/shared.js'],
    });
    expect(
      boardOnPublicPages([entry, board, league, publicSports, chunk('assets/shared.js')], boardIds),
    ).toBeNull();
  });

  it('names the chunk and the page when a public page would load it, and fails the build', () => {
    const register = chunk('assets/register-page.js', {
      facadeModuleId: `${SRC}/features/auth/pages/register-page.tsx`,
      imports: ['assets/board-AbC_12.js'],
    });
    expect(boardOnPublicPages([entry, board, league, register], boardIds)).toMatch(
      /loads the board's chunk: assets\/board-AbC_12\.js \(.*register.*\)/,
    );
  });

  it("finds the board in a chunk of another name, as a merge of chunks names it, not in the entry's", () => {
    const merged = chunk('assets/pages-register-sport-frame-Xy.js', { modules: [boardModule] });
    const publicSports = chunk('assets/public-sports-page.js', {
      facadeModuleId: `${SRC}/features/public-sports/pages/public-sports-page.tsx`,
      imports: ['assets/pages-register-sport-frame-Xy.js'],
    });
    const start = chunk('assets/index.js', { isEntry: true, modules: [boardModule] });
    expect(boardOnPublicPages([start, publicSports], boardIds)).toBeNull();
    expect(boardOnPublicPages([entry, merged, publicSports], boardIds)).toMatch(
      /loads the board's chunk: assets\/pages-register-sport-frame-Xy\.js \(.*public-sports.*\)/,
    );
  });
});
