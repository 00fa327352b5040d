// Ejected @storybook/test-runner jest config (what `test-storybook --eject` writes), changed so that
// Playwright drives Debian's Chromium: test tools cannot download their own browser on this network.
// The flags keep Chromium from calling home (TOOLCHAIN.md, Browsers).
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Jest's default reporter prints the "Tests: n passed" summary the CI log shows.
  reporters: ['default'],
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
