import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';

// `npm start -w @sportsbook/mock-server -- …` as a process: what it says and how it exits.
const PACKAGE = resolve(import.meta.dirname, '..');

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts main.ts; `until` decides from the output so far when to stop it (one SIGTERM: a second,
 * sent while the server closes, would take the default action and kill it, as a second Ctrl-C does).
 */
async function run(args: string[], until?: (stdout: string) => boolean): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: PACKAGE,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let stopping = false;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (!stopping && until?.(stdout)) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// Concurrent: the two processes overlap, so the file costs one start-up, not two. Each starts a
// Node process that compiles main.ts's imports with tsx: under 2 s alone, over 20 s on a busy CI
// machine beside the browsers, so the limit (which catches a hang) is generous.
describe.concurrent('the command line', { timeout: 90_000 }, () => {
  it('refuses a bad --cors-origin in one line, exit 2, starting nothing', async ({ expect }) => {
    const result = await run([
      '--api-only',
      '--cors-origin',
      'http://localhost:5173,http://x/path',
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      '--cors-origin: "http://x/path" is not an origin (scheme://host[:port])\n',
    );
  });

  it('--api-only --cors-origin prints an honest banner and stops on SIGTERM', async ({
    expect,
  }) => {
    const port = await freePort();
    const result = await run(
      ['--api-only', '--cors-origin', 'http://127.0.0.1:5000', '--port', String(port)],
      (stdout) => stdout.includes('Demo logins'),
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`http://localhost:${port}/w/api`);
    expect(result.stdout).toContain('Web app  not served (--api-only');
    expect(result.stdout).toContain('CORS     http://127.0.0.1:5000 (credentials allowed');
  });

  it('--clock-offset-ms shifts the world and says so; a bad one is refused', async ({ expect }) => {
    const port = await freePort();
    const before = Date.now();
    const shifted = await run(
      ['--api-only', '--port', String(port), '--clock-offset-ms=-3600000'],
      (stdout) => stdout.includes('Demo logins'),
    );
    expect(shifted.code).toBe(0);
    const reads = Date.parse(/Clock {4}the world reads (\S+)/.exec(shifted.stdout)?.[1] ?? '');
    expect(reads).toBeGreaterThanOrEqual(before - 3_600_000);
    expect(reads).toBeLessThan(Date.now() - 3_500_000);

    for (const bad of ['soon', '1.5', '9000000000000000']) {
      const refused = await run([`--clock-offset-ms=${bad}`]);
      expect(refused.code, bad).toBe(2);
      expect(refused.stdout, bad).toBe('');
      expect(refused.stderr, bad).toContain('--clock-offset-ms');
    }
  });
});
