import { defineConfig, devices } from '@playwright/test';
// The system's Chromium with the flags that keep it off the network (test tools cannot download
// their own browser here); shared with the story tests.
import { chromiumLaunchOptions as launchOptions } from '../.config/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous limits: the CI box is shared and an axe pass over home (~3,600 nodes) takes seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    // The production build (turbo builds web before this test task) on the mock server.
    // Production mode keeps the control API off unless asked for: the tests drive it (decision 085).
    command: `node --import tsx ../mock-server/src/main.ts --port ${PORT} --host 127.0.0.1 --control loopback`,
    url: `${BASE_URL}/__mock/personas`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'error' },
  },
});
