import { beforeAll, describe, expect, it } from 'vitest';
import type { ESLint } from 'eslint';
import { boundaryLinter } from '../.config/boundary-linter.mjs';

// Lints fixture texts as if they stood at real paths, through the workspace's own config: the
// zones must hold for imports spelled with the '@/' alias, relative paths and '.ts' extensions.
let eslint: ESLint;
beforeAll(() => {
  eslint = boundaryLinter(import.meta.dirname);
});

/** The problems `text` would have at `filePath`, as 'rule: message'. */
async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

/**
 * The zone problems alone: a fixture that imports upwards (a feature importing app) usually closes
 * an import cycle too, which import-x/no-cycle reports beside the zone (decision 196).
 */
async function zoneProblems(filePath: string, text: string): Promise<string[]> {
  const found = await problems(filePath, text);
  return found.filter((problem) => problem.startsWith('import-x/no-restricted-paths:'));
}

const homeComponent = 'src/features/home/components/today-games.tsx';

describe('import zones (docs/architecture.md)', () => {
  it('forbids a feature to import another feature', async () => {
    const found = await problems(
      homeComponent,
      "import { TopMenu } from '@/features/navigation/components/top-menu.tsx';\nexport const Shown = TopMenu;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features import each other only as/),
    ]);
  });

  it('lets a feature show the components of a feature it names in featureUses, and nothing else of it (decision 199)', async () => {
    const shows = await problems(
      'src/features/account/pages/account-page.tsx',
      "import { PendingTickets } from '@/features/tickets/components/pending-tickets.tsx';\nexport const Shown = PendingTickets;\n",
    );
    expect(shows).toEqual([]);
    const reachesIn = await problems(
      'src/features/account/pages/account-page.tsx',
      "import { useCashOut } from '../../tickets/model/use-cash-out.ts';\nexport const Shown = useCashOut;\n",
    );
    const unnamed = await problems(
      'src/features/inbox/components/message-list.tsx',
      "import { PendingTickets } from '@/features/tickets/components/pending-tickets.tsx';\nexport const Shown = PendingTickets;\n",
    );
    const backwards = await problems(
      'src/features/tickets/components/tickets-view.tsx',
      "import { AccountHeader } from '@/features/account/components/account-header.tsx';\nexport const Shown = AccountHeader;\n",
    );
    for (const found of [reachesIn, unnamed, backwards]) {
      expect(found).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*Features import each other only as/,
        ),
      ]);
    }
  });

  it('lets a feature import its own files, components/, lib/ and contracts', async () => {
    const found = await problems(
      homeComponent,
      [
        "import { cn } from '@/lib/cn.ts';",
        "import { Button } from '@/components/ui/button.tsx';",
        "import { VERSION_LABEL } from '@sportsbook/contracts/rules/constants';",
        "import { groupMatchups } from '../model/group-matchups.ts';",
        'export const Shown = [cn, Button, VERSION_LABEL, groupMatchups];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('forbids features to import app', async () => {
    const found = await zoneProblems(
      homeComponent,
      "import { createRoutes } from '@/app/router.tsx';\nexport const Shown = createRoutes;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never import app/),
    ]);
  });

  it('forbids lib/ and components/ to import features or app, however the path is spelled', async () => {
    const fromLib = await zoneProblems(
      'src/lib/cn.ts',
      "import { TopMenu } from '../features/navigation/components/top-menu.tsx';\nexport const Shown = TopMenu;\n",
    );
    const fromComponents = await zoneProblems(
      'src/components/ui/button.tsx',
      "import { AppProviders } from '@/app/providers.tsx';\nexport const Shown = AppProviders;\n",
    );
    for (const found of [fromLib, fromComponents]) {
      expect(found).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*shared layers/),
      ]);
    }
  });

  it('keeps the mock server out of production code, and lets tests use it', async () => {
    const text =
      "import { PERSONAS } from '@sportsbook/mock-server/personas';\nexport const Shown = PERSONAS;\n";
    expect(await problems(homeComponent, text)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports the mock server/),
    ]);
    expect(await problems('src/features/home/pages/home-page.test.tsx', text)).toEqual([]);
  });

  it('keeps the registry client out of production code, and lets tests use it (decision 236)', async () => {
    const text =
      "import { ApiError } from '@sportsbook/contracts/client';\nexport const Shown = ApiError;\n";
    expect(await problems('src/lib/query-client.ts', text)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*client\/lazy/),
    ]);
    expect(await problems('src/lib/query-client.test.ts', text)).toEqual([]);
    const lazy =
      "import { ApiError } from '@sportsbook/contracts/client/lazy';\nexport const Shown = ApiError;\n";
    expect(await problems('src/lib/query-client.ts', lazy)).toEqual([]);
  });

  it('refuses the mock server anywhere in src/ outside tests, by its name or by a path', async () => {
    const byName =
      "import { buildServer } from '@sportsbook/mock-server/server';\nexport const Shown = buildServer;\n";
    const byPath =
      "import { buildServer } from '../../../mock-server/src/server.ts';\nexport const Shown = buildServer;\n";
    // src/bench/ was the benches' old home (issue 26): no folder under src/ is exempt any more.
    for (const file of ['src/lib/cn.ts', 'src/app/providers.tsx'])
      for (const text of [byName, byPath])
        expect(await problems(file, text)).toEqual([
          expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports the mock server/),
        ]);
  });

  it('lets a feature take its texts from i18next and react-i18next (decision 164)', async () => {
    const text =
      "import { useTranslation } from 'react-i18next';\nimport type { TFunction } from 'i18next';\nexport const Shown = useTranslation;\nexport type Texts = TFunction;\n";
    expect(await problems(homeComponent, text)).toEqual([]);
  });

  it('lets the benches outside src/ drive the mock server', async () => {
    const text =
      "import { PERSONA_PASSWORD } from '@sportsbook/mock-server/personas';\nexport const Shown = PERSONA_PASSWORD;\n";
    expect(await problems('bench/pick-latency.ts', text)).toEqual([]);
  });
});

// Two fixture files where second.ts imports first.ts; linting first.ts as if it imported
// second.ts closes the circle (decision 196). The same base config holds in mock-server and contracts.
const plantedFirst = 'src/test/planted-cycle/first.ts';

describe('import cycles (decision 196)', () => {
  it('reports a planted cycle, however the import is spelled', async () => {
    for (const from of ['./second.ts', '@/test/planted-cycle/second.ts']) {
      const found = await problems(
        plantedFirst,
        `import { second } from '${from}';\nexport const first = 'first';\nexport const Shown = second;\n`,
      );
      expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
    }
  });

  it('lets a type-only import close the circle, since it is gone at run time', async () => {
    const found = await problems(
      plantedFirst,
      "import type { second } from './second.ts';\nexport const first = 'first';\nexport type Shown = typeof second;\n",
    );
    expect(found).toEqual([]);
  });
});

describe('test libraries stay out of production code (decision 196)', () => {
  const text = [
    "import { expect } from 'vitest';",
    "import fc from 'fast-check';",
    "import { screen } from '@testing-library/react';",
    'export const Shown = [expect, fc, screen];',
    '',
  ].join('\n');

  it('refuses vitest, fast-check and Testing Library in a production file', async () => {
    const found = await problems(homeComponent, text);
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*test library in production code/),
      expect.stringMatching(/^no-restricted-imports: .*test library in production code/),
      expect.stringMatching(/^no-restricted-imports: .*test library in production code/),
    ]);
  });

  it('lets tests and their helpers in src/test/ use them', async () => {
    expect(await problems('src/features/home/pages/home-page.test.tsx', text)).toEqual([]);
    expect(await problems('src/test/render.tsx', text)).toEqual([]);
  });
});
