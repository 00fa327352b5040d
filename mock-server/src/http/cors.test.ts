import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { HUB_PATH } from '@sportsbook/contracts/hub';
import { CROSS_SITE } from '../control/control-access.ts';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';
import {
  CORS_ALLOW_HEADERS,
  CORS_MAX_AGE_SECONDS,
  UNLISTED_HUB_ORIGIN,
  UNLISTED_PREFLIGHT,
  corsOriginsFrom,
  describeCors,
  isSameOrigin,
} from './cors.ts';

/** A page on this machine (e2e, Storybook, the web app on another port) and one elsewhere. */
const LISTED = 'http://localhost:6006';
const REMOTE = 'https://staging.example.com';
const UNLISTED = 'https://evil.example';

const corsHeaders = (answer: LightMyRequestResponse): string[] =>
  Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));

const varyOf = (answer: LightMyRequestResponse): string[] =>
  (answer.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

const preflight = (app: FastifyInstance, url: string, origin: string, method = 'POST') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,clientid,channel,content-type',
    },
  });

const LOGIN = { userName: 'demo', password: 'Demo123!', clientId: 'cors-test' };

describe('--cors-origin values', () => {
  it('takes comma-separated and repeated origins, as browsers send them, once each', () => {
    expect(
      corsOriginsFrom([
        'http://localhost:5173, https://App.Example.com',
        'https://app.example.com:443',
        'http://[::1]:8080',
      ]),
    ).toEqual({
      origins: ['http://localhost:5173', 'https://app.example.com', 'http://[::1]:8080'],
    });
    expect(corsOriginsFrom(undefined)).toEqual({ origins: [] });
  });

  it.each([
    ['http://x/path', '--cors-origin: "http://x/path" is not an origin (scheme://host[:port])'],
    ['http://x/', '--cors-origin: "http://x/" is not an origin (scheme://host[:port])'],
    ['http://x?a=1', '--cors-origin: "http://x?a=1" is not an origin (scheme://host[:port])'],
    ['http://u:p@x', '--cors-origin: "http://u:p@x" is not an origin (scheme://host[:port])'],
    ['localhost:5173', '--cors-origin: "localhost:5173" is not an origin (scheme://host[:port])'],
    ['null', '--cors-origin: "null" is not an origin (scheme://host[:port])'],
    ['http://x:99999', '--cors-origin: "http://x:99999" is not an origin (scheme://host[:port])'],
    ['', '--cors-origin: "" is not an origin (scheme://host[:port])'],
    ['http://a.example,', '--cors-origin: "" is not an origin (scheme://host[:port])'],
    ['*', '--cors-origin: "*" is not allowed: list each origin (scheme://host[:port])'],
    ['ftp://x', '--cors-origin: "ftp://x" is not an origin: the scheme must be http or https'],
    ['http://a\nb', '--cors-origin: "http://a\\nb" is not an origin (scheme://host[:port])'],
  ])('refuses %j in one line naming the option', (value, error) => {
    expect(corsOriginsFrom([value])).toEqual({ error });
  });

  it('says in the banner what is served and who gets CORS', () => {
    expect(describeCors([], false)).toEqual([]);
    expect(describeCors([], true).join('\n')).toMatch(/Web app {2}not served[\s\S]*CORS {5}off/);
    expect(describeCors([LISTED, REMOTE], true)[1]).toContain(`${LISTED}, ${REMOTE}`);
  });

  it('compares an Origin with the Host it reached', () => {
    expect(isSameOrigin('http://127.0.0.1:4173', '127.0.0.1:4173')).toBe(true);
    expect(isSameOrigin('https://api.example', 'api.example:443')).toBe(true);
    expect(isSameOrigin('http://localhost:5173', 'localhost:4173')).toBe(false);
    expect(isSameOrigin('null', 'localhost:4173')).toBe(false);
    expect(isSameOrigin('http://localhost:4173', undefined)).toBe(false);
  });
});

describe('a separate backend granting CORS to listed origins', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: false, corsOrigins: [LISTED, REMOTE] });
    token = (await logIn(app, 'demo')).token;
  }, 60_000); // seeding the world takes seconds on a busy machine
  afterAll(async () => {
    await app.close();
  });

  it('answers a listed preflight 204 with the grant, for the API, the hub and the control API', async () => {
    for (const url of [
      '/w/api/token',
      `${HUB_PATH}/negotiate?negotiateVersion=1`,
      '/__mock/scenario',
      '/w/api/no-such-call',
    ]) {
      const answer = await preflight(app, url, LISTED, 'PATCH');
      expect(answer.statusCode, url).toBe(204);
      expect(answer.body, url).toBe('');
      expect(answer.headers['access-control-allow-origin'], url).toBe(LISTED);
      expect(answer.headers['access-control-allow-credentials'], url).toBe('true');
      expect(answer.headers['access-control-allow-methods'], url).toBe(
        'GET, HEAD, POST, PUT, PATCH, DELETE',
      );
      expect(answer.headers['access-control-max-age'], url).toBe(String(CORS_MAX_AGE_SECONDS));
      expect(varyOf(answer), url).toContain('origin');
    }
    const allowed = CORS_ALLOW_HEADERS.toLowerCase().split(', ');
    // The web client's headers (a money call's key too), what @microsoft/signalr adds to negotiate, the control token.
    for (const header of [
      'authorization',
      'clientid',
      'channel',
      'content-type',
      'idempotency-key',
      'x-requested-with',
      'x-signalr-user-agent',
      'x-mock-token',
    ])
      expect(allowed).toContain(header);
  });

  it("answers Chromium's Private Network Access question for listed origins only", async () => {
    const ask = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/w/api/token',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-private-network': 'true',
        },
      });
    expect((await ask(REMOTE)).headers['access-control-allow-private-network']).toBe('true');
    expect(corsHeaders(await ask(UNLISTED))).toEqual([]);
    expect(
      (await preflight(app, '/w/api/token', REMOTE)).headers[
        'access-control-allow-private-network'
      ],
    ).toBeUndefined();
  });

  it('grants a listed origin on API answers, success or refusal, and exposes Retry-After', async () => {
    const headers = { origin: REMOTE };
    const answers = [
      await rawRequest(app, { url: '/w/api/sportevent/today-events', headers }),
      await rawRequest(app, { method: 'POST', url: '/w/api/token', payload: LOGIN, headers }),
      await rawRequest(app, { url: '/w/api/account/standing', headers }), // 401
      await rawRequest(app, { url: '/w/api/account/standing', token, headers }),
      await rawRequest(app, { url: '/w/api/no-such-call', headers }), // 404
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 200, 404]);
    for (const answer of answers) {
      expect(answer.headers['access-control-allow-origin']).toBe(REMOTE);
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(answer.headers['access-control-expose-headers']).toBe('Retry-After, WWW-Authenticate');
      expect(varyOf(answer)).toContain('origin');
    }
  });

  it('keeps Vary whole when the answer is compressed, and per origin from the answer cache', async () => {
    const first = await rawRequest(app, {
      url: '/w/api/sportevent/today-events',
      headers: { origin: LISTED, 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(varyOf(first)).toEqual(['origin', 'accept-encoding']);
    const second = await rawRequest(app, {
      url: '/w/api/sportevent/today-events',
      headers: { origin: REMOTE },
    });
    expect(second.headers['access-control-allow-origin']).toBe(REMOTE);
  });

  it('grants the hub negotiate and /docs', async () => {
    const negotiate = await rawRequest(app, {
      method: 'POST',
      url: `${HUB_PATH}/negotiate?negotiateVersion=1&account=demo`,
      token,
      headers: { origin: LISTED, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(negotiate.statusCode).toBe(200);
    expect(negotiate.headers['access-control-allow-origin']).toBe(LISTED);
    expect(negotiate.headers['access-control-allow-credentials']).toBe('true');
    const docs = await rawRequest(app, { url: '/docs/openapi.json', headers: { origin: LISTED } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('grants the control API, which keeps its own access rules (decision 085)', async () => {
    const here = await rawRequest(app, { url: '/__mock/personas', headers: { origin: LISTED } });
    expect(here.statusCode).toBe(200);
    expect(here.headers['access-control-allow-origin']).toBe(LISTED);
    // A listed page of another site may read the refusal, but loopback mode still refuses it.
    const remote = await rawRequest(app, { url: '/__mock/personas', headers: { origin: REMOTE } });
    expect(remote.statusCode).toBe(403);
    expect(problemOf(remote.json()).message).toBe(CROSS_SITE);
    expect(remote.headers['access-control-allow-origin']).toBe(REMOTE);
  });

  it('gives any other origin no grant and never a 5xx', async () => {
    for (const origin of [
      UNLISTED,
      'null',
      'http://localhost:6007',
      'not an origin',
      LISTED + '/',
    ]) {
      const refused = await preflight(app, '/w/api/token', origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(problemOf(refused.json()).message).toBe(UNLISTED_PREFLIGHT);
      expect(corsHeaders(refused), origin).toEqual([]);
      expect(varyOf(refused), origin).toContain('origin');
      for (const answer of [
        await rawRequest(app, { url: '/w/api/sportevent/today-events', headers: { origin } }),
        await rawRequest(app, { url: '/w/api/account/standing', token, headers: { origin } }),
        await rawRequest(app, { url: '/docs', headers: { origin } }),
        await rawRequest(app, { url: '/__mock/personas', headers: { origin } }),
      ]) {
        expect(answer.statusCode, origin).toBeLessThan(500);
        expect(corsHeaders(answer), origin).toEqual([]);
        expect(varyOf(answer), origin).toContain('origin');
      }
    }
  });

  it('leaves OPTIONS that is not a preflight to the routes', async () => {
    const answer = await app.inject({
      method: 'OPTIONS',
      url: '/w/api/token',
      headers: { origin: LISTED },
    });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('serves no web app: / and client routes are 404 problems, no static file', async () => {
    for (const url of ['/', '/index.html', '/login', '/assets/index.js', '/favicon.ico']) {
      const answer = await rawRequest(app, { url, headers: { origin: LISTED } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('without --cors-origin', () => {
  let root: string;
  const apps: Record<'combined' | 'apiOnly', FastifyInstance | undefined> = {
    combined: undefined,
    apiOnly: undefined,
  };
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-dist-cors-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    apps.combined = await createTestApp({ webRoot: root });
    apps.apiOnly = await createTestApp({ webRoot: false });
  }, 60_000);
  afterAll(async () => {
    await apps.combined?.close();
    await apps.apiOnly?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['combined', 'apiOnly'] as const)(
    'sends no CORS header and no Vary: Origin at all (%s)',
    async (mode) => {
      const app = apps[mode];
      if (!app) throw new Error('no app');
      const { token } = await logIn(app, 'demo');
      for (const origin of [LISTED, UNLISTED]) {
        const headers = { origin };
        const answers = [
          await preflight(app, '/w/api/token', origin),
          await rawRequest(app, { url: '/w/api/sportevent/today-events', headers }),
          await rawRequest(app, { method: 'POST', url: '/w/api/token', payload: LOGIN, headers }),
          await rawRequest(app, {
            method: 'POST',
            url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
            token,
            headers,
          }),
          await rawRequest(app, { url: '/docs/openapi.json', headers }),
          await rawRequest(app, { url: '/__mock/personas', headers }),
        ];
        // The control API refuses another site's page (decision 085), with or without CORS.
        const control = origin === LISTED ? 200 : 403;
        expect(answers.map((answer) => answer.statusCode)).toEqual([
          405,
          200,
          200,
          200,
          200,
          control,
        ]);
        for (const answer of answers) {
          expect(corsHeaders(answer)).toEqual([]);
          expect(varyOf(answer)).not.toContain('origin');
        }
      }
    },
  );

  it('serves the web app unless the server is API-only', async () => {
    expect((await apps.combined?.inject('/login'))?.statusCode).toBe(200);
    expect((await apps.apiOnly?.inject('/login'))?.statusCode).toBe(404);
  });
});

describe('the combined server with --cors-origin', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-dist-cors-vary-'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets/app-abc123.js'), script);
    writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    app = await createTestApp({ webRoot: root, corsOrigins: [LISTED] });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("keeps a static file's Vary beside Origin, for listed and other origins", async () => {
    for (const origin of [LISTED, UNLISTED]) {
      const answer = await rawRequest(app, {
        url: '/assets/app-abc123.js',
        headers: { origin, 'accept-encoding': 'br' },
      });
      expect(answer.headers['content-encoding'], origin).toBe('br');
      expect(varyOf(answer), origin).toEqual(['accept-encoding', 'origin']);
    }
    const page = await rawRequest(app, { url: '/login', headers: { origin: LISTED } });
    expect(varyOf(page)).toEqual(['accept-encoding', 'cookie', 'origin']);
    expect(page.headers['access-control-allow-origin']).toBe(LISTED);
  });
});

describe('who may open the hub WebSocket', () => {
  interface Served {
    app: FastifyInstance;
    base: string;
    token: string;
  }
  type Upgrade = { opened: true } | { opened: false; status: number; body: string };
  const served: Partial<Record<'cors' | 'apiOnly' | 'combined', Served>> = {};

  async function serve(options: Parameters<typeof createTestApp>[0]): Promise<Served> {
    const app = await createTestApp(options);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return { app, base: `127.0.0.1:${address.port}`, token: (await logIn(app, 'demo')).token };
  }

  beforeAll(async () => {
    served.cors = await serve({ webRoot: false, corsOrigins: [LISTED] });
    served.apiOnly = await serve({ webRoot: false });
    served.combined = await serve({ webRoot: join(tmpdir(), 'no-web-build-here') });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(Object.values(served).map((s) => s.app.close()));
  });

  /** Opens a hub WebSocket (skipNegotiation) as a page of `origin`: its status when refused. */
  function upgrade(
    target: Served | undefined,
    origin: string | undefined,
    token = target?.token ?? '',
  ): Promise<Upgrade> {
    if (!target) throw new Error('not served');
    const url = `ws://${target.base}${HUB_PATH}?account=demo&access_token=${token}`;
    const socket = new WebSocket(url, origin === undefined ? {} : { origin });
    socket.on('error', () => undefined);
    return new Promise((resolve) => {
      socket.on('open', () => {
        socket.terminate();
        resolve({ opened: true });
      });
      socket.on('unexpected-response', (request, response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ opened: false, status: response.statusCode ?? 0, body });
        });
      });
    });
  }

  /** The upgrade was answered 403 for its Origin, before it became a WebSocket. */
  async function expectRefusedForOrigin(attempt: Promise<Upgrade>): Promise<void> {
    const answer = await attempt;
    expect(answer).toMatchObject({ opened: false, status: 403 });
    if (!answer.opened) {
      expect(problemOf(JSON.parse(answer.body)).message).toBe(UNLISTED_HUB_ORIGIN);
    }
  }

  it('with --cors-origin: a listed origin, its own origin and non-browser clients', async () => {
    const own = `http://${served.cors?.base ?? ''}`;
    expect(await upgrade(served.cors, LISTED)).toEqual({ opened: true });
    expect(await upgrade(served.cors, own)).toEqual({ opened: true });
    expect(await upgrade(served.cors, undefined)).toEqual({ opened: true });
    await expectRefusedForOrigin(upgrade(served.cors, UNLISTED));
    await expectRefusedForOrigin(upgrade(served.cors, 'null'));
    // The origin is checked before the token: a foreign page learns nothing about tokens.
    await expectRefusedForOrigin(upgrade(served.cors, UNLISTED, 'forged'));
    expect(await upgrade(served.cors, LISTED, 'forged')).toMatchObject({ status: 401 });
  });

  it('API-only without --cors-origin: its own origin only (and non-browser clients)', async () => {
    const own = `http://${served.apiOnly?.base ?? ''}`;
    expect(await upgrade(served.apiOnly, own)).toEqual({ opened: true });
    expect(await upgrade(served.apiOnly, undefined)).toEqual({ opened: true });
    await expectRefusedForOrigin(upgrade(served.apiOnly, LISTED));
  });

  it('the combined server without --cors-origin admits any origin, as before (Vite proxies it)', async () => {
    expect(await upgrade(served.combined, 'http://localhost:5173')).toEqual({ opened: true });
    expect(await upgrade(served.combined, UNLISTED)).toEqual({ opened: true });
  });
});
