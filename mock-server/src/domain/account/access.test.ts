import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { call } from './account-test-kit.ts';
import { CASINO_NOT_YOUR_ACCOUNT } from './access.ts';

describe('region check, menu and casino token', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it("answers 'Allow', or 'Block' when the region is blocked", async () => {
    expect(
      answer('reference.validateAccess', await call(app, 'GET', '/ReferenceData/validate-access')),
    ).toEqual({
      wafAction: 'Allow',
    });
    app.mockState.scenario.regionBlocked = true;
    expect(
      answer('reference.validateAccess', await call(app, 'GET', '/ReferenceData/validate-access'))
        .wafAction,
    ).toBe('Block');
  });

  it('lists menu options: a casino that needs a token, and one without an address', async () => {
    const token = await login(app, 'demo');
    const options = answer(
      'account.onlineMetadata',
      await call(app, 'GET', '/account/GetOnlineMetadata', { token }),
    );
    const casino = options.find((option) => option.label === 'Casino');
    expect(casino?.reqURLToken).toBe(true);
    expect(casino?.navigationURL).toMatch(/^https:\/\//);
    expect(options.some((option) => ['Live Casino', 'Virtual Sports'].includes(option.label))).toBe(
      true,
    );
    expect(options.some((option) => option.navigationURL === null)).toBe(true);
  });

  it('issues a casino token for the caller, a fresh one each time', async () => {
    const token = await login(app, 'demo');
    const first = answer(
      'casino.token',
      await call(app, 'POST', '/Casino/GetToken', { token, payload: { userId: 'demo' } }),
    );
    const second = answer(
      'casino.token',
      await call(app, 'POST', '/Casino/GetToken', { token, payload: { userId: 'demo' } }),
    );
    expect(first.token).toBeTruthy();
    expect(second.token).not.toBe(first.token);
  });

  it("answers 403 for another user's casino token", async () => {
    const token = await login(app, 'demo');
    const response = await call(app, 'POST', '/Casino/GetToken', {
      token,
      payload: { userId: 'newbie' },
    });
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).message).toBe(CASINO_NOT_YOUR_ACCOUNT);
  });

  it('answers 503 when the casino provider is down', async () => {
    const token = await login(app, 'demo');
    app.mockState.scenario.errors['casino.token'] = 503;
    expect(
      (await call(app, 'POST', '/Casino/GetToken', { token, payload: { userId: 'demo' } }))
        .statusCode,
    ).toBe(503);
  });
});
