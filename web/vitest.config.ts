import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Tests of pure rules: no DOM, no app texts, no mock backend. They run in Node without the app
// project's jsdom and setup (about 4 s a file on this machine, 28 files: 155 s -> 19 s; decision
// 218). A test that needs the DOM, the texts or the mock backend fails here and belongs in `app`.
const UNIT = [
  'eslint.config.test.ts',
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

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default'],
      // Timeouts catch a hang, not a slow machine (speed is the benches' job): on a busy 2-core CI
      // machine a test that takes 4 s alone took 13-23 s beside the stories' and e2e's browsers.
      testTimeout: 60_000,
      hookTimeout: 30_000,
      // Two workers on a 2-core machine (Vitest's default is one fewer than the cores): in CI this
      // suite runs its last nine minutes alone, and one worker left a core idle (run 23;
      // decision 219).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...UNIT],
            setupFiles: ['src/test/setup.ts'],
          },
        },
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
