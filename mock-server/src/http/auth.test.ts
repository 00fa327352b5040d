import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { endpointKeys, registry } from '@sportsbook/contracts/registry';
import { answer, bearer, createTestApp, login, problemOf } from '../testing/test-app.ts';

const bearerKeys = endpointKeys.filter((key) => registry[key].auth === 'bearer');
const sampleUrl = (def: EndpointDef) => def.path.replace(/\{\w+\}/g, '1');

describe('authentication on every bearer endpoint (generated from the registry)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('covers every bearer call', () => {
    expect(bearerKeys.length).toBeGreaterThan(40);
  });

  it.each(bearerKeys)('%s refuses a missing token with 401', async (key) => {
    const def: EndpointDef = registry[key];
    const response = await app.inject({ method: def.method, url: sampleUrl(def) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(problemOf(response).message).toBeTruthy();
  });

  it.each(bearerKeys)('%s refuses a forged token with 401', async (key) => {
    const def: EndpointDef = registry[key];
    const response = await app.inject({
      method: def.method,
      url: sampleUrl(def),
      headers: bearer('forged-token-that-was-never-issued'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  let app: FastifyInstance;
  let now = Date.parse('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(now), sessionTtlMs: 60_000 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('issues a token that works, and refuses a wrong password with the login message', async () => {
    const token = await login(app, 'demo');
    const standing = await app.inject({ url: '/w/api/account/standing', headers: bearer(token) });
    expect(answer('account.standing', standing).balance).toBe(1000);
    const wrong = await app.inject({
      method: 'POST',
      url: '/w/api/token',
      payload: { userName: 'demo', password: 'nope', clientId: 'c' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).message).toBe('The user name or password is incorrect.');
  });

  it('issues a different opaque token per login', async () => {
    const [a, b] = [await login(app, 'demo'), await login(app, 'demo')];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });

  it('kills the token on logout', async () => {
    const token = await login(app, 'basic');
    const out = await app.inject({
      method: 'POST',
      url: '/w/api/session/logout',
      headers: bearer(token),
      payload: { clientId: 'c' },
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: '/w/api/account/standing', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('expires a token after inactivity, and activity keeps it alive', async () => {
    const token = await login(app, 'demo');
    now += 50_000;
    expect(
      (await app.inject({ url: '/w/api/account/standing', headers: bearer(token) })).statusCode,
    ).toBe(200);
    now += 50_000; // 100 s after login but only 50 s idle
    expect(
      (await app.inject({ url: '/w/api/account/standing', headers: bearer(token) })).statusCode,
    ).toBe(200);
    now += 61_000;
    expect(
      (await app.inject({ url: '/w/api/account/standing', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});
