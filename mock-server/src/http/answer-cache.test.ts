import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, bearer, createTestApp, login } from '../testing/test-app.ts';

describe('the GET answer cache (production mode)', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ validateResponses: false, cacheAnswers: true });
    auth = bearer(await login(app, 'demo'));
  });
  afterAll(async () => {
    await app.close();
  });

  const standing = async (headers = auth) =>
    answer('account.standing', await app.inject({ url: '/w/api/account/standing', headers }));

  it('serves a repeated read unchanged, and a fresh answer after any mutating call', async () => {
    expect((await standing()).balance).toBe(1000);
    expect((await standing()).balance).toBe(1000);
    await app.inject({
      method: 'POST',
      url: '/__mock/balance',
      payload: { userName: 'demo', amount: 15 },
    });
    expect((await standing()).balance).toBe(1015);
  });

  it('keeps callers apart', async () => {
    const basic = bearer(await login(app, 'basic'));
    expect((await standing(basic)).balance).toBe(300);
    expect((await standing()).balance).toBe(1015);
  });

  it('never serves a cached answer to a missing or logged-out token', async () => {
    const token = await login(app, 'newbie');
    const headers = bearer(token);
    expect((await standing(headers)).balance).toBe(250);
    await app.inject({
      method: 'POST',
      url: '/w/api/session/logout',
      headers,
      payload: { clientId: 'c' },
    });
    expect((await app.inject({ url: '/w/api/account/standing', headers })).statusCode).toBe(401);
    expect((await app.inject({ url: '/w/api/account/standing' })).statusCode).toBe(401);
  });
});
