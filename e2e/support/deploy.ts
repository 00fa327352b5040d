import { execFile } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { webHeadersFor } from '@sportsbook/contracts/hosting';
import { REPO_ROOT, startMock } from './servers.ts';

export type { Child } from './servers.ts';

/**
 * What the deploy specs (e2e/tests/deploy) share: a configured copy of web/dist, an `--api-only`
 * mock on a port of its own (the worker's, `servers.ts`), raw HTTP answers. The worker's main mock
 * server keeps serving web/dist as it is; nothing here touches that folder.
 */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

export interface BuildCopy {
  /** The temp folder (removed by `remove`); nginx's prefix in the nginx spec. */
  readonly dir: string;
  /** The copy of web/dist inside it. */
  readonly dist: string;
  readonly remove: () => Promise<void>;
}

/**
 * A fresh copy of web/dist in a temp folder, readable by everyone: nginx's workers run as another
 * user when the master is root, and mkdtemp makes the folder private.
 */
export async function copyWebBuild(): Promise<BuildCopy> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(`No web build at ${WEB_DIST}: run "npx vite build" in web first.`);
  const dir = await mkdtemp(join(tmpdir(), 'sportsbook-deploy-'));
  await chmod(dir, 0o755);
  const dist = join(dir, 'dist');
  await cp(WEB_DIST, dist, { recursive: true });
  return { dir, dist, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Runs the operator's command, `npm run configure -w @sportsbook/web -- --dist <dist> ...args`. */
export async function configureBuild(dist: string, args: readonly string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'npm',
      ['run', '--silent', 'configure', '-w', '@sportsbook/web', '--', '--dist', dist, ...args],
      { cwd: REPO_ROOT },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`configure ${args.join(' ')} failed: ${stderr || stdout}`));
        else done(stdout);
      },
    );
  });
}

/** The largest hashed script of a build (and so worth compressing), as a URL path. */
export async function largestScript(dist: string): Promise<string> {
  const assets = join(dist, 'assets');
  let largest = { name: '', size: -1 };
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const { size } = await stat(join(assets, name));
    if (size > largest.size) largest = { name, size };
  }
  if (!largest.name) throw new Error(`no script in ${assets}`);
  return `/assets/${largest.name}`;
}

/**
 * The mock as a separate backend: `--api-only` (the API, the hub, /docs and the control API; no
 * web app) on 127.0.0.1:`port`, with CORS for `corsOrigins` when given.
 */
export async function startApiOnlyMock(port: number, corsOrigins: readonly string[] = []) {
  return startMock(port, { apiOnly: true, corsOrigins });
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as sent (not decompressed). */
  readonly body: Buffer;
}

/** A GET with exactly these request headers, the answer as sent: no decompression, no redirects. */
export async function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

/** The headers contracts/src/hosting governs, picked out of an answer's (lower-case names). */
export function governedHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | undefined> {
  return Object.fromEntries(Object.keys(webHeadersFor('/')).map((name) => [name, headers[name]]));
}

/** A WebSocket the page opened: its address and every text frame it received. */
export interface PageSocket {
  readonly url: string;
  readonly frames: string[];
  closed: boolean;
  /** Why it failed (a refused handshake: 'Unexpected response code: 403'), if it did. */
  error?: string;
}

/** Every request, answer and WebSocket of `page` from now on (listeners stay for its life). */
export function recordTraffic(page: Page) {
  const requests: string[] = [];
  const responses: Response[] = [];
  const sockets: PageSocket[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => responses.push(response));
  page.on('websocket', (socket) => {
    const record: PageSocket = { url: socket.url(), frames: [], closed: false };
    sockets.push(record);
    socket.on('framereceived', (frame) => {
      record.frames.push(
        typeof frame.payload === 'string' ? frame.payload : frame.payload.toString(),
      );
    });
    socket.on('socketerror', (error) => {
      record.error = error;
    });
    socket.on('close', () => {
      record.closed = true;
    });
  });
  return { requests, responses, sockets };
}

/** The balances pushed to the page as SignalR `UserBalanceUpdate` invocations, in order. */
export function pushedBalances(sockets: readonly PageSocket[]): unknown[] {
  return sockets.flatMap((socket) =>
    socket.frames
      .flatMap((frame) => frame.split('\x1e'))
      .filter(Boolean)
      .map((message): unknown => JSON.parse(message))
      .filter(
        (message): message is { target: string; arguments: unknown[] } =>
          typeof message === 'object' &&
          message !== null &&
          Reflect.get(message, 'type') === 1 &&
          Reflect.get(message, 'target') === 'UserBalanceUpdate',
      )
      .map((message) => message.arguments[0]),
  );
}

/** Each WebSocket as one line: its address (token left out) and its state. */
export const socketStates = (sockets: readonly PageSocket[]): string[] =>
  sockets.map((socket) => {
    const state = socket.error
      ? `failed: ${socket.error}`
      : socket.closed
        ? 'closed'
        : socket.frames.length > 0
          ? 'open'
          : 'opening';
    return `${socket.url.replace(/access_token=[^&]*/, 'access_token=…')} ${state}`;
  });

/**
 * Waits until one of the page's WebSockets is open and has answered (the SignalR handshake); a
 * refused one shows up, with its reason, in the failure.
 */
export async function expectHubSocketOpen(sockets: readonly PageSocket[]) {
  await expect
    .poll(() => socketStates(sockets), {
      message: "the page's push hub WebSocket opens",
      timeout: 15_000,
    })
    .toContainEqual(expect.stringMatching(/ open$/));
}

/**
 * Marks the page's current document; the function returned tells whether the page still shows
 * that document (nothing reloaded it; client-side route changes keep it).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  const mark = `document-${String(Date.now())}`;
  await page.evaluate((value) => Reflect.set(window, '__e2eDocument', value), mark);
  return async () =>
    (await page.evaluate((): unknown => Reflect.get(window, '__e2eDocument'))) === mark;
}
