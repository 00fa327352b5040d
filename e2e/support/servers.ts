import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * The servers the journeys run against, one set per Playwright worker (decision 158): each worker
 * starts its own mock server (web build, API, push hub, control API) on a port of its own, so
 * `POST /__mock/reset` in one worker never resets the world under another's test.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The first port of the run (`E2E_PORT`, default 4180); each worker takes a block above it. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 4180);

/**
 * Ports each worker owns: its mock server, the two the deploy specs start, and the mock with
 * generated answers the any-backend journey starts (decision 188).
 */
export const PORTS_PER_WORKER = 4;

export interface WorkerPorts {
  /** The worker's mock server (serves the web build too): every journey's baseURL. */
  readonly mock: number;
  /** What a deploy spec serves the page from (nginx, the static host). */
  readonly deployWeb: number;
  /** A deploy spec's `--api-only` mock. */
  readonly deployApi: number;
  /** The any-backend journey's mock, answering with generated values (`--answers generated`). */
  readonly generated: number;
}

/**
 * The ports of the worker in slot `parallelIndex` (0 … workers − 1; a worker restarted after a
 * failure takes its predecessor's slot, once that one has stopped): E2E_PORT + 4 × index + 0 … 3.
 */
export function workerPorts(parallelIndex: number): WorkerPorts {
  const first = BASE_PORT + PORTS_PER_WORKER * parallelIndex;
  return { mock: first, deployWeb: first + 1, deployApi: first + 2, generated: first + 3 };
}

/**
 * Throws unless nothing listens on 127.0.0.1:`port`: a leftover server there would otherwise
 * answer the readiness check and the run would test it instead of the one just started.
 */
export async function requirePortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      fail(
        new Error(
          error.code === 'EADDRINUSE'
            ? `${what}: port ${String(port)} is in use (a server left from another run?). Stop it, or set E2E_PORT to a free range.`
            : `${what}: cannot listen on port ${String(port)}: ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        done();
      });
    });
  });
}

export interface Child {
  readonly process: ChildProcess;
  /** Why it is gone (its exit code or signal, or why it could not start), or null while it runs. */
  readonly ended: () => string | null;
  /** What it printed so far (the tail), for failure messages. */
  readonly output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within 5 s; resolves once it has exited. */
  readonly stop: () => Promise<void>;
}

/** Children still running in this process: killed outright if it exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Spawns `command` (its own process, not a shell) and keeps what it prints. */
export function startChild(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Child {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let ended: string | null = null;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => {
    // 'error': it could not be started (or signalled); 'exit' may never follow.
    child.once('error', (error) => {
      ended ??= `could not run ${command}: ${error.message}`;
      running.delete(child);
      done();
    });
    child.once('exit', (code, signal) => {
      ended ??= `exited (${code ?? signal ?? '?'})`;
      running.delete(child);
      done();
    });
  });
  return {
    process: child,
    ended: () => ended,
    output: () => output,
    stop: async () => {
      if (ended !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Waits until `url` answers 2xx, failing early (with its output) if `child` ends first. */
export async function waitUntilAnswers(
  url: string,
  child: Child,
  what: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ended = child.ended();
    if (ended !== null) throw new Error(`${what} ${ended} before answering:\n${child.output()}`);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

export interface MockOptions {
  /** `--api-only`: the API, the hub, /docs and the control API; no web app. */
  readonly apiOnly?: boolean;
  /** `--cors-origin`: the origins granted CORS. */
  readonly corsOrigins?: readonly string[];
  /** `--answers generated --seed N`: every call answered with a value generated from its schema. */
  readonly generatedSeed?: number;
}

/**
 * The mock server in production mode with the control API on (decision 085) on 127.0.0.1:`port`,
 * answering once it has started. It exits by itself if this process dies without stopping it
 * (`exit-with-parent.ts`): a killed worker leaves no server behind.
 */
export async function startMock(port: number, options: MockOptions = {}): Promise<Child> {
  const what = options.apiOnly
    ? 'the --api-only mock'
    : options.generatedSeed === undefined
      ? 'the mock server'
      : 'the mock with generated answers';
  await requirePortFree(port, what);
  const corsOrigins = options.corsOrigins ?? [];
  const args = [
    '--import',
    'tsx',
    '--import',
    './e2e/support/exit-with-parent.ts',
    'mock-server/src/main.ts',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--control',
    'loopback',
    ...(options.apiOnly ? ['--api-only'] : []),
    ...(corsOrigins.length > 0 ? ['--cors-origin', corsOrigins.join(',')] : []),
    ...(options.generatedSeed === undefined
      ? []
      : ['--answers', 'generated', '--seed', String(options.generatedSeed)]),
  ];
  const mock = startChild(process.execPath, args, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    E2E_PARENT_PID: String(process.pid),
  });
  try {
    await waitUntilAnswers(`http://127.0.0.1:${String(port)}/__mock/personas`, mock, what);
  } catch (error) {
    await mock.stop();
    throw error;
  }
  return mock;
}
