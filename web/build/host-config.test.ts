import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@sportsbook/mock-server/server';
import { appCsp, RESOURCE_CSP, webHeadersFor } from '@sportsbook/contracts/hosting';
import { configure } from './configure.ts';
import { headersForPath, parseHeadersFile } from './headers-file.ts';
import { fakeBuild } from './testing/fake-build.ts';

/** The headers the definition governs, by lower-case name. */
const NAMES = Object.keys(webHeadersFor('/'));
const governed = (headers: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(NAMES.map((name) => [name, headers[name]]));

const PATHS = [
  '/',
  '/login',
  '/notfound?x=1',
  '/prerendered/generic/es/login.html',
  '/services/sport/1?x=1',
  '/index.html',
  '/assets/index-abc123.js',
  '/favicon.svg',
];

describe('one definition of the headers, wherever the build is hosted', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeBuild();
    await configure(['--dist', dist, '--api-url', '/']);
    app = await buildServer({ webRoot: dist, rateLimits: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the mock server answers what the definition says, page, asset and file alike', async () => {
    for (const path of PATHS) {
      const answer = await app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(200);
      expect(governed(answer.headers), path).toEqual(webHeadersFor(path));
    }
  });

  it('a host that follows the generated _headers answers the same', () => {
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    for (const path of PATHS)
      expect(headersForPath(rules, path), path).toEqual(webHeadersFor(path));
  });

  it('the mock server never serves the host files', async () => {
    for (const path of ['/_headers', '/_redirects', '/_host/nginx.conf']) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it('the nginx include carries the same policies and cache rules', () => {
    const nginx = readFileSync(join(dist, '_host/nginx.conf'), 'utf8');
    expect(nginx).toContain(`default "${appCsp()}";`);
    expect(nginx).toContain(`"~^/assets/" "${RESOURCE_CSP}";`);
    for (const [name, value] of Object.entries(webHeadersFor('/'))) {
      if (name === 'content-security-policy' || name === 'cache-control') continue;
      expect(nginx.toLowerCase()).toContain(`add_header ${name} "${value.toLowerCase()}" always;`);
    }
  });
});

describe('the prerendered pages (decision 155)', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeBuild();
    await configure(['--dist', dist, '--api-url', '/']);
    app = await buildServer({ webRoot: dist, rateLimits: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const heading = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1] ?? 'index.html';
  const get = (url: string, acceptLanguage?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('the mock sends a prerendered path its page in the browser’s first of en/es, else en', async () => {
    const cases: [string, string | undefined, string][] = [
      ['/login', 'es-ES,es;q=0.9,en;q=0.8', 'generic es login'],
      ['/login', 'fr-FR, es;q=0.5', 'generic es login'],
      ['/login', 'en-US,es;q=0.9', 'generic en login'],
      ['/login', 'de-DE', 'generic en login'],
      ['/login', undefined, 'generic en login'],
      ['/login?theme=real', 'es', 'generic es login'],
      ['/notfound', 'es', 'generic es not-found'],
      // The build has no prerendered /register here, and other paths are the app: index.html.
      ['/register', 'es', 'index.html'],
      ['/services/sport/1', 'es', 'index.html'],
    ];
    for (const [url, language, page] of cases) {
      const answer = await get(url, language);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toContain('text/html');
      expect(heading(answer.body), `${url} ${String(language)}`).toBe(page);
    }
    expect((await get('/login', 'es')).headers.vary).toBe('Accept-Encoding, Accept-Language');
  });

  it('the mock sends a configured deployment’s theme and language whatever the browser says', async () => {
    const configured = fakeBuild();
    try {
      await configure([
        '--dist',
        configured,
        '--api-url',
        '/',
        '--theme',
        'real',
        '--language',
        'es',
      ]);
      const mock = await buildServer({ webRoot: configured, rateLimits: false });
      const answer = await mock.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-language': 'en-US', 'accept-encoding': 'br' },
      });
      await mock.close();
      expect(answer.headers['content-encoding']).toBe('br');
      expect(heading(brotliDecompressSync(answer.rawPayload).toString())).toBe('real es login');
    } finally {
      rmSync(configured, { recursive: true, force: true });
    }
  });

  it('nginx sends the same files, choosing the language as the mock does', () => {
    const nginx = readFileSync(join(dist, '_host/nginx.conf'), 'utf8');
    expect(nginx).toContain(
      'try_files /prerendered/generic/$sportsbook_language/login.html /index.html;',
    );
    expect(nginx).toContain('add_header Vary Accept-Language always;');
    expect(nginx).not.toContain('location = /register');
    const rule =
      /map \$http_accept_language \$sportsbook_language \{\n {2}default en;\n {2}"~\*([^"]+)" es;\n\}/.exec(
        nginx,
      );
    expect(rule, 'the Accept-Language map').not.toBeNull();
    // nginx's ~* is a case-insensitive PCRE; these patterns mean the same in JavaScript.
    const spanish = new RegExp(rule?.[1] ?? '$^', 'i');
    for (const header of ['es-ES,es;q=0.9', 'fr-FR, ES;q=0.5', 'es', 'de, es-419'])
      expect(spanish.test(header), header).toBe(true);
    for (const header of ['en-US,es;q=0.9', 'de-DE', '', 'est', 'fr, en, es'])
      expect(spanish.test(header), header).toBe(false);
  });

  it('a configured language needs no choice: nginx sends its files and varies on nothing more', async () => {
    const configured = fakeBuild();
    try {
      await configure(['--dist', configured, '--api-url', '/', '--language', 'es']);
      const nginx = readFileSync(join(configured, '_host/nginx.conf'), 'utf8');
      expect(nginx).toContain('map $http_accept_language $sportsbook_language {\n  default es;\n}');
      expect(nginx).not.toContain('Vary Accept-Language');
    } finally {
      rmSync(configured, { recursive: true, force: true });
    }
  });
});

describe('a cross-origin deployment', () => {
  it('names the API and its WebSocket twin in the page policy, in every configuration', async () => {
    const dist = fakeBuild();
    try {
      await configure([
        '--dist',
        dist,
        '--api-url',
        'https://api.example.com',
        '--hub-url',
        'https://push.example.com/x',
      ]);
      const origins = { apiUrl: 'https://api.example.com', hubUrl: 'https://push.example.com/x' };
      const csp = appCsp(origins);
      expect(csp).toContain(
        "connect-src 'self' https://api.example.com https://push.example.com wss://push.example.com;",
      );
      expect(csp).toContain("img-src 'self' data: blob: https: https://api.example.com;");
      const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
      for (const path of PATHS)
        expect(headersForPath(rules, path), path).toEqual(webHeadersFor(path, origins));
      expect(readFileSync(join(dist, '_host/nginx.conf'), 'utf8')).toContain(`default "${csp}";`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
