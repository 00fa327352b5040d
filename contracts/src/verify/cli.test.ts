import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseCli } from './cli.ts';

const BIN = new URL('./bin.ts', import.meta.url).pathname;
/** The last port of this suite's range (4450–4499), kept closed here. */
const CLOSED_PORT = 4499;

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });

describe('sportsbook-contract verify (the command)', () => {
  it('exits 2 with a clear message when nothing listens at the base URL', async () => {
    expect(await portIsFree(CLOSED_PORT)).toBe(true);
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        BIN,
        'verify',
        '--base-url',
        `http://127.0.0.1:${CLOSED_PORT}`,
        '--user',
        'demo',
        '--password',
        'x',
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `cannot reach http://127.0.0.1:${CLOSED_PORT} (connect ECONNREFUSED`,
    );
  }, 60_000); // tsx starts a second Node: seconds on a busy 2-core machine

  it('refuses bad usage with exit 2 (no base URL, no password, unknown flag)', () => {
    expect(parseCli(['verify', '--user', 'u', '--password', 'p'], {})).toHaveProperty('error');
    expect(parseCli(['verify', '--base-url', 'http://x', '--user', 'u'], {})).toHaveProperty(
      'error',
    );
    expect(parseCli(['verify', '--nope'], {})).toHaveProperty('error');
    const base = ['verify', '--base-url', 'http://x', '--user', 'u', '--password', 'p'];
    // A real bet only on a walk that may write.
    expect(parseCli([...base, '--place-wager'], {})).toEqual({
      error: '--place-wager places a real bet: it needs --include-writes.',
    });
    expect(parseCli([...base, '--include-writes', '--place-wager'], {})).toMatchObject({
      options: { includeWrites: true, placeWager: true },
    });
    const fromEnv = parseCli(['verify'], {
      SPORTSBOOK_BASE_URL: 'https://api.example/',
      SPORTSBOOK_USER: 'ci',
      SPORTSBOOK_PASSWORD: 'secret',
    });
    expect(fromEnv).toMatchObject({
      options: { baseUrl: 'https://api.example/', user: 'ci', includeWrites: false },
    });
  });
});
