// Browser tests run in Debian's Chromium (test tools cannot download their own browser here): the
// full browser for the benches, and its headless shell for the tests (decision 219). Find them, or
// install them when we are root on Debian; without the full browser, say what to install and stop.
// Without the shell the tests drive the full browser, only slower.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath, findTestChromium, headlessShellPath } from '../.config/chromium.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
const byEnvironment = Boolean(process.env.CHROMIUM_PATH);

const missing = [
  ...(existsSync(chromiumPath) ? [] : ['chromium']),
  ...(byEnvironment || existsSync(headlessShellPath) ? [] : ['chromium-headless-shell']),
];

if (missing.length > 0 && isRoot && isDebian) {
  console.log(`chromium: installing Debian's ${missing.join(' and ')} with apt-get`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      { stdio: 'inherit' },
    );
  } catch {
    console.log('chromium: apt-get failed');
  }
}

if (!existsSync(chromiumPath)) {
  console.error(
    `chromium: not found at ${chromiumPath}. Install Chromium (Debian: "apt-get install chromium") ` +
      'or set CHROMIUM_PATH to its executable, then run the tests again.',
  );
  process.exit(1);
}
const testChromium = findTestChromium();
const shellNote =
  testChromium === chromiumPath && !byEnvironment
    ? ' (no headless shell: "apt-get install chromium-headless-shell" makes the browser tests cheaper)'
    : '';
console.log(`chromium: ${chromiumPath}; tests: ${testChromium}${shellNote}`);
