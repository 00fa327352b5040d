import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { testChromiumLaunchOptions } from '../.config/chromium.mjs';

/**
 * Every story is a test (Storybook's Vitest addon): it renders in Chromium, runs its play function,
 * then axe (`parameters.a11y.test: 'error'` fails it), at the size its `globals.viewport` names.
 * Vite serves the sources directly, so no `storybook build` comes first.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: `${import.meta.dirname}/.storybook` })],
  test: {
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: testChromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
    // One browser, one tab per worker. Measured on 2 busy cores: 3 tabs beat 2 (two stories idle
    // 30 s waiting out the sports list's retry, and the others carry on meanwhile); 4 were slower.
    maxWorkers: 3,
    // Files share their tab's modules: the preview and the mock world's seed load once per tab,
    // not once per file. Each story still starts from the seeded world (src/support/mock-world.ts).
    isolate: false,
    // A busy 2-core machine: screens load through the mock API, and axe over the home page is slow.
    testTimeout: 60_000,
    // Console output (push retries, MSW warnings) only for failing stories.
    silent: 'passed-only',
  },
});
