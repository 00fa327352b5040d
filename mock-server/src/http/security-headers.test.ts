import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import {
  APP_CSP,
  PERMISSIONS_POLICY,
  RESOURCE_CSP,
  SECURITY_HEADERS,
  registerSecurityHeaders,
} from './security-headers.ts';

function expectSecurityHeaders(answer: LightMyRequestResponse, csp: string) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['content-security-policy']).toBe(csp);
}

describe('the page policy', () => {
  const directives = new Map(
    APP_CSP.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

  it('runs only our own script files and lets nobody frame the app', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(APP_CSP).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('keeps the push hub, the API and the uploaded files on our own origin', () => {
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('frames external services at exactly the addresses the page accepts: http and https', () => {
    expect(directives.get('frame-src')).toEqual(['http:', 'https:']);
  });

  it('leaves non-pages nothing to run', () => {
    expect(RESOURCE_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('security headers on every answer of the server', () => {
  let root: string;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    // A production build as vite leaves it with `sourcemap: 'hidden'`: maps beside the files.
    root = mkdtempSync(join(tmpdir(), 'web-dist-headers-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets/app-abc123.js'), 'console.log(1);');
    writeFileSync(join(root, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    app = await createTestApp({ webRoot: root });
    token = (await logIn(app, 'demo')).token;
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { clientid: 'test', ...headers } });

  it('gives the app shell the page policy on / and on a client route', async () => {
    for (const url of ['/', '/login', '/services/sport?x=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(answer, APP_CSP);
    }
  });

  it('gives an asset the resource policy', async () => {
    const answer = await get('/assets/app-abc123.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(answer, RESOURCE_CSP);
  });

  it('never serves a source map (404 problem+json, with the headers)', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/APP-ABC123.JS.MAP', '/x.map?y=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body).not.toContain('secret.ts');
      expectSecurityHeaders(answer, RESOURCE_CSP);
    }
  });

  it('covers API answers and error answers (401, 404, 400)', async () => {
    const ok = await get('/w/api/account/standing', { authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok, RESOURCE_CSP);

    const unauthorized = await get('/w/api/account/standing');
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized, RESOURCE_CSP);

    const missing = await get('/w/api/no-such-call');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, RESOURCE_CSP);

    const bad = await app.inject({
      method: 'POST',
      url: '/w/api/token',
      headers: { 'content-type': 'application/json', clientid: 'test' },
      payload: '{"userName":',
    });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad, RESOURCE_CSP);
  });

  it('covers the push hub negotiate', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/w/api/notification/negotiate?negotiateVersion=1',
    });
    expect(answer.statusCode).toBe(401);
    expectSecurityHeaders(answer, RESOURCE_CSP);
  });
});

describe('registerSecurityHeaders', () => {
  it("keeps a route's own Content-Security-Policy and other headers", async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/file', (_request, reply) =>
      reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('referrer-policy', 'no-referrer')
        .send('x'),
    );
    const answer = await app.inject({ method: 'GET', url: '/file' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-content-type-options']).toBe(
      SECURITY_HEADERS['x-content-type-options'],
    );
    await app.close();
  });
});
