// How every browser test (Playwright e2e, Storybook's Vitest browser mode and test-runner) and
// every bench launches Chromium, and what `.ci/ensure-chromium.mjs` checks for. Test tools cannot
// download their own browser on this network, so they drive the system's Chromium (Debian packages
// "chromium" and "chromium-headless-shell"); CHROMIUM_PATH points elsewhere. Plain JavaScript so
// Node, Playwright's and Vite's config loaders can all import it.
import { existsSync } from 'node:fs';

/** The Chromium executable bettors' browsers are like: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's headless shell: the same Blink without the full browser around it. */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * What the tests drive: `CHROMIUM_PATH`, else the headless shell when it is installed (as
 * Playwright's own headless runs use), else the full browser. The shell did the same journeys and
 * stories with 8-17 % less CPU (decision 219). The benches keep the full browser: they measure what
 * a bettor's browser does.
 */
export const findTestChromium = () =>
  process.env.CHROMIUM_PATH || (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);
export const testChromiumPath = findTestChromium();

/**
 * Headless, no sandbox (tests run as root in containers), and no calls home: without the
 * background-networking flags Chromium keeps trying to reach Google's services, and on a closed
 * network that floods the log with refused connections.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` for the full browser (the benches). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * The tests' browser also keeps V8 to its first two tiers (the Ignition interpreter and the
 * Sparkplug baseline compiler): a test page lives seconds, too short for Maglev's and TurboFan's
 * optimizing compiles to pay back, and on two cores their compiler threads took the tests' CPU.
 * The same journeys used 9-19 % less CPU (decision 242). What a page does is the same in every
 * tier; the benches keep V8 as bettors' browsers have it.
 */
const testChromiumArgs = [...chromiumArgs, '--js-flags=--max-opt=1'];

/** Playwright's `launchOptions` for the tests. */
export const testChromiumLaunchOptions = {
  executablePath: testChromiumPath,
  args: testChromiumArgs,
};
