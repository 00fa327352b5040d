import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const workspace = resolve(import.meta.dirname, '..');
const sourceRoot = import.meta.dirname;

/** Each .ts file under src (tests included) with the files of ours it imports, types included. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => resolve(sourceRoot, file));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => known.has(target));
      return [relative(sourceRoot, file), targets.map((target) => relative(sourceRoot, target))];
    }),
  );
}

/** The import circles of a graph: its strongly connected components of more than one file (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    const index = order.size;
    order.set(file, index);
    lowest.set(file, index);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file) ?? index, lowest.get(next) ?? index));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file) ?? index, order.get(next) ?? index));
      }
    }
    if (lowest.get(file) !== index) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
      cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a planted circle, and only the files in it', () => {
    const planted = new Map([
      ['seed.ts', ['domain/ledger.ts']],
      ['domain/ledger.ts', ['db/state.ts']],
      ['db/state.ts', ['seed.ts', 'db/models.ts']],
      ['db/models.ts', []],
    ]);
    expect(importCycles(planted)).toEqual([['db/state.ts', 'domain/ledger.ts', 'seed.ts']]);
  });

  it('finds none in the mock server (seed → domain → db, one way)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('db/seed.ts')).toContain('db/state.ts');
    expect(importCycles(graph)).toEqual([]);
  });
});

// Lints fixture texts as if they stood at real paths, through the workspace's own config.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: workspace });
});

/** The problems `text` would have at `filePath`, as 'rule: message'. */
async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(workspace, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

const zone = (message: RegExp): unknown =>
  expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: .*${message.source}`));

// The first lint starts TypeScript's project service: over a minute on a busy 2-core machine.
describe('layer zones (eslint.config.js)', { timeout: 180_000 }, () => {
  it('refuses db importing the domain or the seed', async () => {
    const fromDomain = await problems(
      'src/db/accessors.ts',
      "import { balanceOf } from '../domain/ledger.ts';\nexport const Shown = balanceOf;\n",
    );
    const fromSeed = await problems(
      'src/db/state.ts',
      "import { seedAll } from './seed.ts';\nexport const Shown = seedAll;\n",
    );
    for (const found of [fromDomain, fromSeed]) {
      expect(found).toEqual([zone(/db is the bottom layer/)]);
    }
  });

  it('refuses the domain importing the seed, however the path is spelled', async () => {
    const found = await problems(
      'src/domain/account/registration.ts',
      [
        "import { seedPeople } from '../../db/seed/people.ts';",
        "import { seedAll } from '../account/../../db/seed.ts';",
        'export const Shown = [seedPeople, seedAll];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([
      zone(/The domain never imports the seed/),
      zone(/The domain never imports the seed/),
    ]);
  });

  it('refuses the seed importing the layers above it', async () => {
    const found = await problems(
      'src/db/seed/cashier.ts',
      "import { dispatch } from '../../http/dispatch.ts';\nexport const Shown = dispatch;\n",
    );
    expect(found).toEqual([zone(/servers and handlers sit above it/)]);
  });

  it('lets the seed use the domain and db, and the domain use db', async () => {
    const seedFile = await problems(
      'src/db/seed/cashier.ts',
      [
        "import { postEntry } from '../../domain/ledger.ts';",
        "import { ALL_FEATURES_ON } from '../accessors.ts';",
        'export const Shown = [postEntry, ALL_FEATURES_ON];',
        '',
      ].join('\n'),
    );
    const domainFile = await problems(
      'src/domain/ledger.ts',
      "import { isoDay } from '../db/dates.ts';\nexport const Shown = isoDay;\n",
    );
    expect([...seedFile, ...domainFile]).toEqual([]);
  });
});
