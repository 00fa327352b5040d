import { resolve } from 'node:path';
import type { ESLint } from 'eslint';
import { boundaryLinter } from '../../.config/boundary-linter.mjs';
import { beforeAll, describe, expect, it } from 'vitest';

const workspace = resolve(import.meta.dirname, '..');

// Lints fixture texts as if they stood at real paths, through the workspace's own config.
let eslint: ESLint;
beforeAll(() => {
  eslint = boundaryLinter(workspace);
});

/** The problems `text` would have at `filePath`, as 'rule: message'. */
async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(workspace, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

/**
 * The zone problems alone: db importing the seed also closes an import cycle (the seed imports
 * the state), which import-x/no-cycle reports beside the zone (decision 196).
 */
async function zoneProblems(filePath: string, text: string): Promise<string[]> {
  const found = await problems(filePath, text);
  return found.filter((problem) => problem.startsWith('import-x/no-restricted-paths:'));
}

const zone = (message: RegExp): unknown =>
  expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: .*${message.source}`));

describe('layer zones (eslint.config.js)', () => {
  it('refuses db importing the domain or the seed', async () => {
    const fromDomain = await zoneProblems(
      'src/db/accessors.ts',
      "import { balanceOf } from '../domain/ledger.ts';\nexport const Shown = balanceOf;\n",
    );
    const fromSeed = await zoneProblems(
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

// import-x/no-cycle (the base config, decision 196) keeps the whole tree acyclic, tests included:
// `npm run lint` proves the real tree has none; this proves the rule sees one. On disk only
// second.ts imports first.ts; first.ts is linted as if it imported second.ts too.
describe('import cycles (decision 196)', () => {
  it('reports a planted cycle', async () => {
    const found = await problems(
      'src/testing/planted-cycle/first.ts',
      "import { second } from './second.ts';\nexport const first = 'first';\nexport const Shown = second;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});

describe('test libraries stay out of production code (decision 196)', () => {
  const text = [
    "import { expect } from 'vitest';",
    "import fc from 'fast-check';",
    'export const Shown = [expect, fc];',
    '',
  ].join('\n');
  const refused: unknown = expect.stringMatching(
    /^no-restricted-imports: .*test library in production code/,
  );

  it('refuses vitest and fast-check in the domain', async () => {
    expect(await problems('src/domain/ledger.ts', text)).toEqual([refused, refused]);
  });

  it('lets the fuzzer and generated answers use fast-check, but not vitest', async () => {
    expect(await problems('src/fuzz/fuzz-case.ts', text)).toEqual([refused]);
  });

  it('lets tests and src/testing use both', async () => {
    expect(await problems('src/testing/ledger-fuzz-commands.ts', text)).toEqual([]);
    expect(await problems('src/domain/ledger.test.ts', text)).toEqual([]);
  });
});
