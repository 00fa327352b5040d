import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { endpointKeys, registry } from '@sportsbook/contracts/registry';
import { TEST_CLIENT_ID, createTestApp } from '../testing/test-app.ts';
import { failureOf, logIn, testClient, type TestClient } from '../testing/test-client.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';

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

  // Every endpoint at once, so without its typed input: raw requests, missing or forged tokens.
  it.each(bearerKeys)('%s refuses a missing token with 401', async (key) => {
    const def: EndpointDef = registry[key];
    const response = await rawRequest(app, { method: def.method, url: sampleUrl(def) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(problemOf(response.json()).message).toBeTruthy();
  });

  it.each(bearerKeys)('%s refuses a forged token with 401', async (key) => {
    const def: EndpointDef = registry[key];
    const response = await rawRequest(app, {
      method: def.method,
      url: sampleUrl(def),
      token: 'forged-token-that-was-never-issued',
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

  const standing = (api: TestClient) => api.call('account.standing');

  it('issues a token that works, and refuses a wrong password with the login message', async () => {
    const demo = await logIn(app, 'demo');
    expect((await standing(demo)).balance).toBe(1000);
    const wrong = await failureOf(
      testClient(app).call('auth.token', {
        body: { userName: 'demo', password: 'nope', clientId: 'c' },
      }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      message: 'The user name or password is incorrect.',
    });
  });

  it('issues a different opaque token per login', async () => {
    const [a, b] = [(await logIn(app, 'demo')).token, (await logIn(app, 'demo')).token];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });

  it('kills the token on logout', async () => {
    const basic = await logIn(app, 'basic');
    expect(await basic.call('auth.logout', { body: { clientId: TEST_CLIENT_ID } })).toEqual({
      success: true,
    });
    expect((await failureOf(standing(basic))).status).toBe(401);
  });

  it('expires a token after inactivity, and activity keeps it alive', async () => {
    const demo = await logIn(app, 'demo');
    now += 50_000;
    expect((await standing(demo)).balance).toBe(1000);
    now += 50_000; // 100 s after login but only 50 s idle
    expect((await standing(demo)).balance).toBe(1000);
    now += 61_000;
    expect((await failureOf(standing(demo))).status).toBe(401);
  });
});
