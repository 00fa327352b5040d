import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildServer } from '@sportsbook/mock-server/server';

export const webRoot = resolve(import.meta.dirname, '..');

/**
 * A fresh production build, made by the workspace's own `build` script as `npm start` makes it
 * (whatever steps follow `vite build` there), unless --no-build and one exists.
 */
export function ensureBuild(): void {
  if (!process.argv.includes('--no-build') || !existsSync(resolve(webRoot, 'dist/index.html'))) {
    execSync('npm run build --silent', { cwd: webRoot, stdio: 'inherit' });
  }
}

export interface Served {
  base: string;
  stop(): void;
}

/**
 * The mock server exactly as `npm start` runs it (src/main.ts, no flags, no NODE_ENV or LOG_LEVEL;
 * PORT picks the port), serving web/dist. The web benches use ports 4411-4420.
 */
export function serveAsNpmStart(port: number): Promise<Served> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.NODE_ENV;
  delete env.LOG_LEVEL;
  delete env.MOCK_VALIDATE;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(webRoot, '../mock-server'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let seen = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Demo logins'))
        done({
          base: `http://127.0.0.1:${String(port)}`,
          stop: () => {
            server.kill();
          },
        });
    });
    server.on('exit', (code) => {
      fail(new Error(`mock server exited with ${String(code)}`));
    });
  });
}

/** A production build a bench compares: its label and its dist directory. */
export interface Build {
  label: string;
  dir: string;
}

/**
 * The command-line options of a bench that loads pages of one or more builds (`parseArgs`):
 * `--dist LABEL=DIR` (several: an A/B), `--no-build`, `--runs`, `--page` (several) and
 * `--logged-in` (demo's tab: the session storage and frame hint of a login, made in a browser of its
 * own, are in place before the page's first script, as on a logged-in bettor's reload).
 */
export const pageBenchOptions = {
  dist: { type: 'string', multiple: true },
  'no-build': { type: 'boolean', default: false },
  runs: { type: 'string', default: '5' },
  page: { type: 'string', multiple: true },
  'logged-in': { type: 'boolean', default: false },
} as const;

/**
 * The builds of `--dist LABEL=DIR` entries (a bare DIR is its own label), each checked to hold a
 * build; without any, `fallback` (web/dist, labelled `build`).
 */
export function buildsFrom(
  entries: readonly string[] | undefined,
  fallback: string = resolve(webRoot, 'dist'),
): Build[] {
  return (entries ?? [`build=${fallback}`]).map((entry) => {
    const [label, dir] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
    if (!label || !dir) throw new Error(`--dist ${entry}: LABEL=DIR`);
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${dir} holds no build`);
    return { label, dir: resolve(dir) };
  });
}

/**
 * Each build served as `npm start` serves web/dist (the mock server in fast mode, in this
 * process), on `port` and the ports after it. Close them with `close()`.
 */
export async function serveBuilds(
  builds: readonly Build[],
  port: number,
): Promise<(Build & { base: string; close: () => Promise<void> })[]> {
  return Promise.all(
    builds.map(async (build, index) => {
      const app = await buildServer({
        webRoot: build.dir,
        validateResponses: false,
        cacheAnswers: true,
        logger: false,
        disableRequestLogging: true,
      });
      const listening = port + index;
      await app.listen({ port: listening, host: '127.0.0.1' });
      return {
        ...build,
        base: `http://127.0.0.1:${String(listening)}`,
        close: () => app.close(),
      };
    }),
  );
}
