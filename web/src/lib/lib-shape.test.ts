import { readdirSync, readFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// lib/ holds only what is truly cross-cutting (decision 198, docs/architecture.md): at most
// MAX_TOP_LEVEL production files at its top level, and every one of them, like every folder of one
// concern under it (picks/, queries/, texts/...), used by two or more parts of the app: two
// features, or the app shell and a feature, or a shared component and a feature. A file that
// only one feature uses belongs to that feature.

const MAX_TOP_LEVEL = 25;

/**
 * Files the app shell alone imports that stay in lib/ all the same, each with the reason. The
 * test checks the shell still imports each, so the list cannot outlive its reasons.
 */
const SHELL_ONLY: Record<string, string> = {
  'query-client.ts':
    'its Register declaration types the `meta: { silent }` every feature may set on a query or mutation',
};

const SOURCE = resolve(import.meta.dirname, '..');

/** src-relative path (posix) → text, for the app's production sources. */
type Sources = ReadonlyMap<string, string>;

function productionSources(): Sources {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !/\.test\.tsx?$|^test\/|\.d\.ts$/.test(file));
  return new Map(files.map((file) => [file, readFileSync(resolve(SOURCE, file), 'utf8')]));
}

/** The source files a file imports (static, dynamic and re-exports), src-relative. */
function importsOf(file: string, text: string, sources: Sources): string[] {
  const found: string[] = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    let base: string;
    if (fileName.startsWith('@/')) base = fileName.slice(2);
    else if (fileName.startsWith('.')) base = posix.join(dirname(file), fileName);
    else continue;
    const target = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => sources.has(candidate));
    if (target) found.push(target);
  }
  return found;
}

/** The unit a lib file belongs to: a top-level file, or the folder of one concern it sits in. */
const libUnit = (file: string): string => file.split('/').slice(0, 2).join('/');

/** The part of the app outside lib/ a file belongs to: features/<f>, app, components, themes... */
const part = (file: string): string => {
  const [top = '', next = ''] = file.split('/');
  return top === 'features' ? `features/${next}` : top;
};

/** Each lib unit (top-level file or folder) → the parts of the app using it, through lib or not. */
function libUsers(sources: Sources): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  for (const [file, text] of sources) {
    for (const target of importsOf(file, text, sources)) {
      if (!target.startsWith('lib/')) continue;
      const unit = libUnit(target);
      const from = file.startsWith('lib/') ? libUnit(file) : part(file);
      if (from === unit) continue;
      importers.set(unit, (importers.get(unit) ?? new Set()).add(from));
    }
  }
  const users = new Map<string, Set<string>>();
  const usersOf = (unit: string, seen: Set<string>): Set<string> => {
    const known = users.get(unit);
    if (known) return known;
    const found = new Set<string>();
    for (const from of importers.get(unit) ?? []) {
      if (!from.startsWith('lib/')) found.add(from);
      else if (!seen.has(from)) usersOf(from, new Set(seen).add(from)).forEach((u) => found.add(u));
    }
    if (seen.size === 1) users.set(unit, found);
    return found;
  };
  const units = new Set(
    [...sources.keys()].filter((file) => file.startsWith('lib/')).map((file) => libUnit(file)),
  );
  for (const unit of units) users.set(unit, usersOf(unit, new Set([unit])));
  return users;
}

/** What is wrong with lib's shape: too many top-level files, or a unit with fewer than two users. */
function libProblems(sources: Sources): string[] {
  const topLevel = [...sources.keys()].filter((file) => /^lib\/[^/]+$/.test(file));
  const problems: string[] = [];
  if (topLevel.length > MAX_TOP_LEVEL) {
    problems.push(
      `lib/ has ${String(topLevel.length)} top-level files (at most ${String(MAX_TOP_LEVEL)})`,
    );
  }
  for (const [unit, users] of libUsers(sources)) {
    const name = unit.slice('lib/'.length);
    if (name in SHELL_ONLY && users.has('app')) continue;
    if (users.size < 2) {
      problems.push(
        `${unit} is used by ${[...users].join(', ') || 'nothing'} only: move it to its user`,
      );
    }
  }
  return problems.sort();
}

describe('lib/ holds only what is cross-cutting (decision 198)', () => {
  it('finds a file one feature uses, reached through lib or not, and too many files', () => {
    const planted = new Map([
      [
        'features/a/x.ts',
        "import { csv } from '@/lib/csv.ts';\nimport { api } from '../../lib/api.ts';",
      ],
      ['features/b/y.ts', "const lazy = () => import('@/lib/api.ts');"],
      ['lib/csv.ts', "import { pad } from './pad.ts';"],
      ['lib/pad.ts', 'export const pad = 1;'],
      ['lib/api.ts', "import { token } from './session/store.ts';"],
      ['lib/session/store.ts', 'export const token = 1;'],
      ['app/main.tsx', "import '@/lib/query-client.ts';"],
      ['lib/query-client.ts', ''],
    ]);
    expect(libProblems(planted)).toEqual([
      'lib/csv.ts is used by features/a only: move it to its user',
      'lib/pad.ts is used by features/a only: move it to its user',
    ]);
    const crowded = new Map(planted);
    for (let index = 0; index < MAX_TOP_LEVEL; index += 1) {
      crowded.set(`lib/file-${String(index)}.ts`, '');
      crowded.set(`features/a/use-${String(index)}.ts`, `import '@/lib/file-${String(index)}.ts';`);
      crowded.set(`features/b/use-${String(index)}.ts`, `import '@/lib/file-${String(index)}.ts';`);
    }
    expect(libProblems(crowded)).toContain(
      `lib/ has ${String(MAX_TOP_LEVEL + 4)} top-level files (at most ${String(MAX_TOP_LEVEL)})`,
    );
  });

  it('keeps the app to at most 25 top-level lib files, each used by two or more parts', () => {
    const sources = productionSources();
    expect(libProblems(sources)).toEqual([]);
    for (const name of Object.keys(SHELL_ONLY)) {
      expect(libUsers(sources).get(`lib/${name}`)).toContain('app');
    }
  });
});
