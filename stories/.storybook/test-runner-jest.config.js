// @storybook/test-runner's Jest config (ejected): its defaults, with Debian's Chromium. The runner
// cannot download a browser here, and only this file reaches jest-playwright's launch options
// (environment variables do not).
import { getJestConfig } from '@storybook/test-runner';
import { testChromiumLaunchOptions } from '../../.config/chromium.mjs';

const defaults = getJestConfig();
const playwright = defaults.testEnvironmentOptions?.['jest-playwright'];

export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...(typeof playwright === 'object' ? playwright : {}),
      launchOptions: testChromiumLaunchOptions,
    },
  },
  // Public sports' `LoadError` waits out the sports list's real 30 s retry.
  testTimeout: 60_000,
};
