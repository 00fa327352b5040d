// Browser tests run in Debian's Chromium (test tools cannot download their own browser here).
// Find one, or install it when we are root on Debian; otherwise say what to install and stop.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath as candidate } from '../.config/chromium.mjs';

if (existsSync(candidate)) {
  console.log(`chromium: ${candidate}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (isRoot && isDebian) {
  console.log('chromium: not found, installing Debian package "chromium" with apt-get');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  `chromium: not found at ${candidate}. Install Chromium (Debian: "apt-get install chromium") ` +
    'or set CHROMIUM_PATH to its executable, then run the tests again.',
);
process.exit(1);
