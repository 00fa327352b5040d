import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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
