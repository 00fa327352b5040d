import { defineConfig, devices } from '@playwright/test';
// The system's Chromium with the flags that keep it off the network (test tools cannot download
// their own browser here); shared with the story tests.
import { testChromiumLaunchOptions as launchOptions } from '../.config/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Each worker starts its own mock server on its own ports (support/fixtures.ts, servers.ts;
  // decision 158): E2E_PORT (default 4180) + 4 × worker slot (decision 188). The journeys mostly
  // wait on the browser and the server, so two workers halve the wall time on the 2-core CI box.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report lists every attempt's time against its timeout; `scripts/slowest.ts` prints
  // the ten slowest after each run (issue 32: none may take more than half of its timeout).
  reporter: [['list'], ['json', { outputFile: 'reports/results.json' }]],
  // The CI box has two cores shared with the other suites: a step that takes 1 s alone can take
  // several there. `npm test` prints the slowest tests against this limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // baseURL: the worker's mock server (support/fixtures.ts), which serves the production build
    // (turbo builds web before this test task) with the control API on (decision 085).
    // Tracing makes every axe pass several times slower; record it only when CI retries a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
