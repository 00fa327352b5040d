// @storybook/test-runner's Jest environment, with one page per Jest worker instead of one per
// stories file (decision 247). The runner's own environment connects to its browser server, opens
// a context and a page, and loads iframe.html for every stories file; that load (Storybook's
// preview, the app's texts, the mock backend seeded) was half of the stories' CPU. The stories of a
// file already share their page: each story starts from a freshly seeded mock backend, logged out,
// in its own language and theme (`.storybook/preview.tsx`'s loaders), so a page a file of stories
// has used is as good as new for the next file.
//
// The first file of a worker sets the page up as the runner does; later files take it over. A page
// the runner replaced (its retry after a navigation) is kept in its place; if the page has closed
// (a crash), the next file opens a new one. With jest-playwright's coverage or its exit on page
// errors on (both off in this config), its setup ties the page to one file, so each file then has
// its own page as before.
/** @import { Browser, BrowserContext, Page } from 'playwright-core' */
import RunnerEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/**
 * This worker's browser connection, context and page, kept between stories files.
 * @type {{ browser: Browser; context: BrowserContext; page: Page } | undefined}
 */
let kept;

/** jest-worker's message that ends a worker (its `CHILD_MESSAGE_END`, which it does not export). */
const CHILD_MESSAGE_END = 2;

/** How long the connection may take to close before the worker exits without waiting for it. */
const CLOSE_WAIT_MS = 300;

/**
 * Jest ends a worker by a message and waits (`workerGracefulExitTimeout`) for it to exit before it
 * kills it with a leak warning. The kept connection would hold the worker open: it closes on that
 * message, usually in 5-20 ms. A busy machine can take longer, so the worker exits within
 * CLOSE_WAIT_MS either way; the browser server then closes the contexts of a client that has gone.
 * @param {unknown} message
 */
const endListener = (message) => {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.removeListener('message', endListener);
  const browser = kept?.browser;
  kept = undefined;
  void browser?.close();
  setTimeout(() => process.exit(0), CLOSE_WAIT_MS).unref();
};

/** The runner's Playwright environment: the one its own extends with the first page's setup. */
const PlaywrightEnvironment = /** @type {typeof RunnerEnvironment} */ (
  Reflect.getPrototypeOf(RunnerEnvironment)
);

export default class PagePerWorkerEnvironment extends RunnerEnvironment {
  /** @override */
  async setup() {
    if (!kept || kept.page.isClosed()) {
      kept = undefined;
      await super.setup();
      if (!process.listeners('message').includes(endListener)) process.on('message', endListener);
      return;
    }
    // The runner's globals (jestPlaywright's helpers, the browser's name) without a browser,
    // context and page of their own, then this worker's page, already on iframe.html.
    const options = this._config.testEnvironmentOptions;
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...options,
        'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
      },
    };
    await PlaywrightEnvironment.prototype.setup.call(this);
    Object.assign(this.global, kept);
  }

  /** @override */
  async teardown() {
    const { browser, context, page } = this.global;
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    const shareable = !options?.collectCoverage && !options?.exitOnPageError;
    kept =
      shareable && browser && context && page && !page.isClosed()
        ? { browser, context, page }
        : undefined;
    // The runner's teardown closes the connection; a kept page needs it.
    if (kept) this.global.browser = undefined;
    await super.teardown();
  }
}
