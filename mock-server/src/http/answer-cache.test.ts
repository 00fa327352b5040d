import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { failureOf, logIn, testClient, type TestClient } from '../testing/test-client.ts';
import { mockControl } from '../testing/test-control.ts';

describe('the GET answer cache (production mode)', () => {
  let app: FastifyInstance;
  let demo: TestClient;
  beforeAll(async () => {
    app = await createTestApp({ validateResponses: false, cacheAnswers: true });
    demo = await logIn(app, 'demo');
  });
  afterAll(async () => {
    await app.close();
  });

  const standing = (api: TestClient = demo) => api.call('account.standing');

  it('serves a repeated read unchanged, and a fresh answer after any mutating call', async () => {
    expect((await standing()).balance).toBe(1000);
    expect((await standing()).balance).toBe(1000);
    await mockControl(app).balance({ userName: 'demo', amount: 15 });
    expect((await standing()).balance).toBe(1015);
  });

  it('keeps callers apart', async () => {
    const basic = await logIn(app, 'basic');
    expect((await standing(basic)).balance).toBe(300);
    expect((await standing()).balance).toBe(1015);
  });

  it('never serves a cached answer to a missing or logged-out token', async () => {
    const newbie = await logIn(app, 'newbie');
    expect((await standing(newbie)).balance).toBe(250);
    await newbie.call('auth.logout', { body: { clientId: 'c' } });
    expect((await failureOf(standing(newbie))).status).toBe(401);
    expect((await failureOf(standing(testClient(app)))).status).toBe(401);
  });
});
