import { baseConfig, TEST_FILES } from '../.config/eslint.base.mjs';

/*
 * The layers of the mock server (docs/architecture.md), one way only: db → nothing of ours;
 * domain → db; seed → domain, db; everything else (http, msw, control, hub, ...) → any of them.
 * The seed builds its world through domain functions (tickets, ledger entries, documents), so it
 * sits above the domain; the state gets its seeding from db/seed.ts (createMockState), never the
 * other way round. Paths are resolved through TypeScript, so a zone judges the file an import
 * reaches, however it is spelled.
 */
const seed = ['./src/db/seed', './src/db/seed.ts'];
const above = [
  './src/bench',
  './src/control',
  './src/fuzz',
  './src/generated',
  './src/http',
  './src/hub',
  './src/msw',
  './src/proxy',
  './src/testing',
  './src/main.ts',
  './src/server.ts',
];

const importZones = [
  {
    // Every file of src/db but the seed (a glob: `!(seed).ts` leaves db/seed.ts out).
    target: ['./src/db/!(seed).ts', './src/db/models/**'],
    from: ['./src/domain', ...seed, ...above],
    message:
      'db is the bottom layer (models, state, accessors): it imports neither the domain nor the seed (seed → domain → db).',
  },
  {
    target: './src/domain',
    from: [...seed, ...above],
    message:
      'The domain never imports the seed (seed → domain → db): move what both need down to src/db.',
  },
  {
    target: seed,
    from: above,
    message:
      'The seed builds the world from db and domain only; servers and handlers sit above it.',
  },
];

export default [
  // The fuzzer (npm run fuzz) and the generated answers the server can serve are built on
  // fast-check on purpose; vitest stays out of them too.
  ...baseConfig(import.meta.dirname, {
    files: ['src/fuzz/**', 'src/generated/**'],
    allow: ['fast-check'],
  }),
  {
    // Production files. Tests and their helpers (src/testing) drive the whole server, whatever
    // layer they sit beside; import-x/no-cycle (the base config) still covers them.
    files: ['src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: importZones },
      ],
    },
  },
];
