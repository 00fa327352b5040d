// @storybook/test-runner's Jest config (ejected): its defaults, with Debian's Chromium and one page
// per Jest worker. The runner cannot download a browser here, and only this file reaches
// jest-playwright's launch options (environment variables do not).
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { testChromiumLaunchOptions } from '../../.config/chromium.mjs';

const defaults = getJestConfig();
const playwright = defaults.testEnvironmentOptions?.['jest-playwright'];

export default {
  ...defaults,
  // The runner's environment, keeping its page from one stories file to the next (decision 247).
  testEnvironment: fileURLToPath(new URL('page-per-worker-environment.js', import.meta.url)),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...(typeof playwright === 'object' ? playwright : {}),
      launchOptions: testChromiumLaunchOptions,
    },
  },
  // Public sports' `LoadError` waits out the sports list's real 30 s retry.
  testTimeout: 60_000,
  // A worker that has run many stories holds a large heap, and this machine takes 0.3-1 s to free
  // it after the worker's last line has run; Jest's default 500 ms then kills a worker that was
  // already exiting and warns of a leak that is not there. Measured in decision 247.
  workerGracefulExitTimeout: 5_000,
};
