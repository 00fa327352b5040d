import {
  configDefaults,
  defineConfig,
  mergeConfig,
  type TestProjectInlineConfiguration,
} from 'vitest/config';
import viteConfig from './vite.config.ts';

// Tests of pure rules: no DOM, no app texts, no mock backend. They run in Node without the app
// project's jsdom and setup (about 4 s a file on this machine, 28 files: 155 s -> 19 s; decision
// 218). A test that needs the DOM, the texts or the mock backend fails here and belongs in `app`.
const UNIT = [
  'eslint.config.test.ts',
  'src/app/prepare-locale-data.test.ts',
  'src/app/router-ready.test.ts',
  'src/components/sports/pick-button.test.ts',
  'src/features/account/model/wallet-summary.test.ts',
  'src/features/cashier/components/withdraw/withdraw-method.test.ts',
  'src/features/inbox/components/compose/recipients.test.ts',
  'src/features/inbox/inbox-texts.test.ts',
  'src/features/inbox/model/inbox-search.test.ts',
  'src/features/inbox/model/model.test.ts',
  'src/features/navigation/model/navigation-rules.test.ts',
  'src/features/notifications/model/connect-lazily.test.ts',
  'src/features/quick-games/model/mask-example.test.ts',
  'src/features/quick-games/model/ticket-range.test.ts',
  'src/features/safer-gambling/model/session-figures.test.ts',
  'src/features/sportsbook/model/markets.test.ts',
  'src/features/tickets/tickets-texts.test.ts',
  'src/features/transactions/model/day.test.ts',
  'src/features/transactions/model/ticket-export.test.ts',
  'src/features/transactions/model/ticket-filters.test.ts',
  'src/features/transactions/model/ticket-summary.test.ts',
  'src/features/transactions/model/view.test.ts',
  'src/lib/cn.test.ts',
  'src/lib/date-format.test.ts',
  'src/lib/fold-text.test.ts',
  'src/lib/local-day.test.ts',
  'src/lib/safe-url.test.ts',
  'src/lib/sportsbook/sportsbook-days.test.ts',
  'src/locales/glossary.test.ts',
  'src/styles/spec-constants.test.ts',
];

/**
 * jsdom files that replace a module (`vi.mock`/`vi.doMock`) or watch a chunk's first load: they
 * need a module set of their own, so they keep Vitest's default isolation (decision 208).
 */
const OWN_MODULES = [
  'src/app/balance-owner.test.tsx',
  'src/app/betting.test.tsx',
  'src/app/early-reads.test.tsx',
  'src/app/layouts/main-layout-links.test.tsx',
  'src/app/layouts/main-layout.test.tsx',
  'src/app/requests.test.tsx',
  'src/app/toast-area.test.tsx',
  'src/features/inbox/pages/inbox-in-shell.test.tsx',
  'src/features/navigation/components/sports-menu-part.test.tsx',
  'src/features/notifications/model/push-balance.test.ts',
  'src/features/notifications/model/push-handlers.test.ts',
  'src/features/search/components/search-box-stand-in.test.tsx',
  // Timed out (then 15 s) once each in a shared run at a load average of 15-17 and passed alone in
  // a shared project: kept isolated until a run shows sharing is not the cause (decision 208).
  'src/features/cashier/pages/withdraw-page-lost.test.tsx',
  'src/features/home/pages/home-page.test.tsx',
  'src/features/quick-games/pages/quick-games-page.test.tsx',
  'src/features/transactions/components/ticket-filter-bar.test.tsx',
];

/**
 * The other jsdom files share one jsdom and one module set per worker, in groups of about 20
 * files, so each file no longer imports the mock backend and seeds its world again (2-10 s a file).
 * A group's workers end with it: what a shared worker gathers stays bounded (decision 162 saw
 * 2-3 GB in workers that ran half the suite each). src/test/setup.ts puts back after each file
 * what the app's modules keep between files.
 */
const SHARED_GROUPS: Record<string, string[]> = {
  'app-shell': ['src/app/**/*.test.{ts,tsx}', 'src/components/**/*.test.{ts,tsx}'],
  'app-features-a-b': ['src/features/[a-b]*/**/*.test.{ts,tsx}'],
  'app-features-c-m': ['src/features/[c-m]*/**/*.test.{ts,tsx}'],
  'app-features-n-r': ['src/features/[n-r]*/**/*.test.{ts,tsx}'],
  'app-features-s-z': ['src/features/[s-z]*/**/*.test.{ts,tsx}'],
  'app-lib': [
    'src/lib/**/*.test.{ts,tsx}',
    'src/locales/**/*.test.{ts,tsx}',
    'src/styles/**/*.test.{ts,tsx}',
    'src/test/**/*.test.{ts,tsx}',
  ],
};

const jsdom = (): { environment: 'jsdom'; setupFiles: string[] } => ({
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
});

const sharedProjects: TestProjectInlineConfiguration[] = Object.entries(SHARED_GROUPS).map(
  ([name, include]) => ({
    extends: true,
    test: {
      ...jsdom(),
      name,
      include,
      exclude: [...configDefaults.exclude, ...UNIT, ...OWN_MODULES],
      isolate: false,
    },
  }),
);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default'],
      // Timeouts catch a hang, not a slow machine (speed is the benches' job): on a busy 2-core CI
      // machine a test that takes 4 s alone took 13-23 s beside the stories' and e2e's browsers,
      // and with one core kept busy besides (stress-ng --cpu 1) the whole-app tests took 61-66 s.
      testTimeout: 120_000,
      hookTimeout: 60_000,
      // Two workers on a 2-core machine (Vitest's default is one fewer than the cores): in CI this
      // suite runs its last nine minutes alone, and one worker left a core idle (run 23;
      // decision 219).
      maxWorkers: 2,
      projects: [
        ...sharedProjects,
        { extends: true, test: { ...jsdom(), name: 'app-own-modules', include: OWN_MODULES } },
        // eslint.config.test.ts (in UNIT) proves the import zones of eslint.config.js beside it.
        { extends: true, test: { name: 'unit', environment: 'node', include: UNIT } },
        {
          // The build's Node tooling (configure, host configurations, smoke): real network, no MSW.
          extends: true,
          test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
        },
      ],
    },
  }),
);
