import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts a TypeScript entry in its own process and resolves once it prints `marker`. By default
 * with NODE_ENV=production and errors-only logging; `env` replaces that environment (the bench
 * starts the mock server as `npm start` does: no NODE_ENV, no LOG_LEVEL).
 */
export function startProcess(
  entry: string,
  args: string[],
  marker: string,
  env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' },
): Promise<ChildProcess & { banner: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, entry), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (seen.includes(marker)) return;
      seen += chunk.toString();
      if (seen.includes(marker)) resolvePromise(Object.assign(child, { banner: seen }));
    });
    child.once('exit', (code) => {
      reject(new Error(`${entry} exited with ${code ?? 'a signal'} before it was ready`));
    });
  });
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
