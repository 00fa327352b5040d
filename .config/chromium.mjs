// How every browser test (Playwright e2e, Storybook's Vitest browser mode) launches Chromium, and
// what `.ci/ensure-chromium.mjs` checks for. Test tools cannot download their own browser on this
// network, so they drive the system's Chromium (Debian package "chromium"); CHROMIUM_PATH points
// elsewhere. Plain JavaScript so Node, Playwright's and Vite's config loaders can all import it.

/** The Chromium executable: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** Playwright's `launchOptions` for that Chromium. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
