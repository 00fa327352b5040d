import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERSONA_PASSWORD } from '../../db/personas.ts';
import { answer, createTestApp, login, problemOf, TEST_CLIENT_ID } from '../../testing/test-app.ts';
import { call } from './account-test-kit.ts';
import {
  INVALID_RESET_LINK,
  NOT_YOUR_ACCOUNT,
  PASSWORD_UPDATED,
  RESET_NO_MATCH,
  RESET_TOKEN_TTL_MS,
  WRONG_CURRENT_PASSWORD,
} from './password.ts';

describe('passwords', () => {
  let app: FastifyInstance;
  let now = Date.now();
  beforeEach(async () => {
    now = Date.now();
    app = await createTestApp({ now: () => new Date(now) });
  });
  afterEach(async () => {
    await app.close();
  });

  const tryLogin = (userName: string, password: string) =>
    call(app, 'POST', '/token', { payload: { userName, password, clientId: TEST_CLIENT_ID } });
  const change = (token: string, payload: Record<string, string>) =>
    call(app, 'POST', '/account/password/reset', { token, payload });
  const requestReset = (userName: string, email: string) =>
    call(app, 'POST', '/account/PasswordResetRequest', { payload: { userName, email } });
  const verify = async (token: string) =>
    answer(
      'account.passwordResetVerify',
      await call(app, 'POST', `/account/PasswordResetVerify?passwordtoken=${token}`, {
        payload: { passwordtoken: token },
      }),
    );
  const reset = (userName: string, passwordToken: string, newPassword = 'Fresh456!') =>
    call(app, 'POST', '/account/PasswordResetV2', {
      payload: { userName, passwordToken, newPassword },
    });

  /** Requests a reset link and reads its token, as the control API would. */
  async function resetToken(userName: string, email: string): Promise<string> {
    expect(
      answer('account.passwordResetRequest', await requestReset(userName, email)).statusCode,
    ).toBe(200);
    const link = new URL(app.mockState.resetLinks.get(userName) ?? 'http://missing/');
    expect(link.pathname).toBe('/passwordReset');
    expect(link.searchParams.get('user')).toBe(userName);
    return link.searchParams.get('token') ?? '';
  }

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await login(app, 'demo');
    const changed = answer(
      'account.changePassword',
      await change(token, {
        userName: 'demo',
        currentPassword: PERSONA_PASSWORD,
        newPassword: 'Other789!',
      }),
    );
    expect(changed).toEqual({ statusCode: 200, message: PASSWORD_UPDATED });
    expect((await tryLogin('demo', PERSONA_PASSWORD)).statusCode).toBe(400);
    expect((await tryLogin('demo', 'Other789!')).statusCode).toBe(200);
  });

  it('clears the forced-change flag', async () => {
    const token = await login(app, 'locked');
    await change(token, {
      userName: 'locked',
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Other789!',
    });
    const session = answer('auth.token', await tryLogin('locked', 'Other789!'));
    expect(session.pwdChangeFlag).toBe(false);
  });

  it('refuses a wrong current password and another user name with 400', async () => {
    const token = await login(app, 'demo');
    const wrong = await change(token, {
      userName: 'demo',
      currentPassword: 'nope',
      newPassword: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).message).toBe(WRONG_CURRENT_PASSWORD);
    const other = await change(token, {
      userName: 'newbie',
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'x',
    });
    expect(other.statusCode).toBe(400);
    expect(problemOf(other).message).toBe(NOT_YOUR_ACCOUNT);
    expect((await tryLogin('newbie', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a password end to end through the stored link', async () => {
    const token = await resetToken('demo', 'Demo@Example.com');
    expect(await verify(token)).toEqual({ isValid: true, userName: 'demo' });
    expect(answer('account.passwordReset', await reset('demo', token))).toEqual({
      statusCode: 200,
      message: PASSWORD_UPDATED,
    });
    expect((await tryLogin('demo', 'Fresh456!')).statusCode).toBe(200);
    // The token is spent.
    expect(await verify(token)).toEqual({ isValid: false, userName: null });
    expect((await reset('demo', token, 'Again1!')).statusCode).toBe(400);
  });

  it('refuses a reset request whose user name and email do not match', async () => {
    const mismatch = await requestReset('demo', 'newbie@example.com');
    expect(mismatch.statusCode).toBe(400);
    expect(problemOf(mismatch).message).toBe(RESET_NO_MATCH);
    expect((await requestReset('nobody', 'nobody@example.com')).statusCode).toBe(400);
    expect(app.mockState.resetLinks.size).toBe(0);
  });

  it('answers isValid false for an unknown or expired token', async () => {
    expect(await verify('not-a-token')).toEqual({ isValid: false, userName: null });
    const token = await resetToken('newbie', 'newbie@example.com');
    now += RESET_TOKEN_TTL_MS + 1000;
    expect(await verify(token)).toEqual({ isValid: false, userName: null });
    expect((await reset('newbie', token)).statusCode).toBe(400);
  });

  it('refuses a token used for another user name, and spends older links', async () => {
    const first = await resetToken('demo', 'demo@example.com');
    const refused = await reset('newbie', first);
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused).message).toBe(INVALID_RESET_LINK);
    const second = await resetToken('demo', 'demo@example.com');
    expect(second).not.toBe(first);
    expect((await verify(first)).isValid).toBe(false);
    expect((await verify(second)).isValid).toBe(true);
  });
});
