import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliStaticModule, nginxPackages, nginxPath } from '../../.ci/nginx.mjs';
import { requirePortFree, startChild, waitUntilAnswers, type Child } from './servers.ts';

/**
 * nginx serving a configured build with the include `configure` wrote (`<dist>/_host/nginx.conf`),
 * unprivileged, everything of its own under `dir`: the main config, temp paths, logs, the pid.
 * Debian's nginx and brotli_static module (`.ci/ensure-nginx.mjs` installs them; NGINX_PATH).
 */
/** Throws, saying what to install, unless nginx and its brotli_static module are there. */
export function requireNginx(): void {
  const missing = [nginxPath, brotliStaticModule].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `nginx: not found: ${missing.join(', ')}. The deploy e2e needs nginx and its brotli_static ` +
        `module: run "node .ci/ensure-nginx.mjs" (npm test does), or "apt-get install ` +
        `${nginxPackages.join(' ')}", or set NGINX_PATH to the nginx executable.`,
    );
  }
}

export async function startNginx(dir: string, dist: string, port: number): Promise<Child> {
  requireNginx();
  await requirePortFree(port, 'nginx');
  const temp = join(dir, 'nginx-temp');
  await mkdir(temp, { recursive: true });
  const config = join(dir, 'main.conf');
  await writeFile(
    config,
    [
      `load_module ${brotliStaticModule};`,
      'worker_processes 1;',
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      `  include ${join(dist, '_host', 'nginx.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = startChild(nginxPath, [
    '-p',
    dir,
    '-c',
    config,
    '-e',
    join(dir, 'error.log'),
    '-g',
    `daemon off; pid ${join(dir, 'nginx.pid')};`,
  ]);
  try {
    await waitUntilAnswers(`http://127.0.0.1:${port}/favicon.svg`, nginx, 'nginx');
  } catch (error) {
    await nginx.stop();
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    throw new Error(`${String(error)}\n${log}`);
  }
  return nginx;
}
