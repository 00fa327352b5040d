import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';

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
