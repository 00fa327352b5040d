// The deploy e2e serves the configured build with nginx (e2e/tests/deploy/nginx.spec.ts). Find it
// and its brotli_static module, or install both when we are root on Debian; otherwise say what to
// install and stop.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { brotliStaticModule, debianNginxPath, nginxPackages, nginxPath } from './nginx.mjs';

const missing = () => [nginxPath, brotliStaticModule].filter((path) => !existsSync(path));

if (missing().length === 0) {
  console.log(`nginx: ${nginxPath} (brotli_static: ${brotliStaticModule})`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
// apt-get can provide Debian's paths only, not an NGINX_PATH elsewhere.
const installable = missing().every(
  (path) => path === debianNginxPath || path === brotliStaticModule,
);
if (isRoot && isDebian && installable) {
  console.log(
    `nginx: ${missing().join(' and ')} not found, installing Debian packages ` +
      `${nginxPackages.map((name) => `"${name}"`).join(' and ')} with apt-get`,
  );
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${nginxPackages.join(' ')}`,
    { stdio: 'inherit' },
  );
  if (missing().length === 0) process.exit(0);
}
console.error(
  `nginx: not found: ${missing().join(', ')}. Install nginx and its brotli_static module ` +
    `(Debian: "apt-get install ${nginxPackages.join(' ')}") or set NGINX_PATH to the nginx ` +
    'executable, then run the tests again.',
);
process.exit(1);
