// The test-runner's Jest environment, which its package ships without types: what
// page-per-worker-environment.js uses of it (jest-playwright's environment, which it extends).
declare module '@storybook/test-runner/playwright/custom-environment.js' {
  import type { Browser, BrowserContext, Page } from 'playwright-core';

  /** jest-playwright's options (the Jest config's `testEnvironmentOptions['jest-playwright']`). */
  interface JestPlaywrightOptions {
    skipInitialization?: boolean;
    collectCoverage?: boolean;
    exitOnPageError?: boolean;
  }

  /** Jest's project config, as the environment keeps it. */
  interface ProjectConfig {
    testEnvironmentOptions: { 'jest-playwright'?: JestPlaywrightOptions } & Record<string, unknown>;
  }

  export default class CustomEnvironment {
    protected _config: ProjectConfig;
    global: { browser?: Browser; context?: BrowserContext; page?: Page };
    setup(): Promise<void>;
    teardown(): Promise<void>;
  }
}
