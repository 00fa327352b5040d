import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../../db/personas.ts';
import { TEST_CLIENT_ID, appPerTest } from '../../testing/test-app.ts';
import {
  failureOf,
  logIn,
  testClient,
  type BodyOf,
  type CustomerClient,
} from '../../testing/test-client.ts';
import {
  INVALID_RESET_LINK,
  NOT_YOUR_ACCOUNT,
  PASSWORD_UPDATED,
  RESET_NO_MATCH,
  RESET_TOKEN_TTL_MS,
  WRONG_CURRENT_PASSWORD,
} from './password.ts';

describe('passwords', () => {
  let now = Date.now();
  // Before the app is built: each test's world is seeded at its own start.
  beforeEach(() => {
    now = Date.now();
  });
  const world = appPerTest({ now: () => new Date(now) });

  const visitor = () => testClient(world.app);
  const tryLogin = (userName: string, password: string) =>
    visitor().call('auth.token', { body: { userName, password, clientId: TEST_CLIENT_ID } });
  const change = (api: CustomerClient, body: BodyOf<'account.changePassword'>) =>
    api.call('account.changePassword', { body });
  const requestReset = (userName: string, email: string) =>
    visitor().call('account.passwordResetRequest', { body: { userName, email } });
  const verify = (token: string) =>
    visitor().call('account.passwordResetVerify', {
      query: { passwordtoken: token },
      body: { passwordtoken: token },
    });
  const reset = (userName: string, passwordToken: string, newPassword = 'Fresh456!') =>
    visitor().call('account.passwordReset', { body: { userName, passwordToken, newPassword } });

  /** Requests a reset link and reads its token, as the control API would. */
  async function resetToken(userName: string, email: string): Promise<string> {
    expect((await requestReset(userName, email)).statusCode).toBe(200);
    const link = new URL(world.state.resetLinks.get(userName) ?? 'http://missing/');
    expect(link.pathname).toBe('/passwordReset');
    expect(link.searchParams.get('user')).toBe(userName);
    return link.searchParams.get('token') ?? '';
  }

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const demo = await logIn(world.app, 'demo');
    const changed = await change(demo, {
      userName: 'demo',
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Other789!',
    });
    expect(changed).toEqual({ statusCode: 200, message: PASSWORD_UPDATED });
    expect((await failureOf(tryLogin('demo', PERSONA_PASSWORD))).status).toBe(400);
    expect((await tryLogin('demo', 'Other789!')).userName).toBe('demo');
  });

  it('clears the forced-change flag', async () => {
    const locked = await logIn(world.app, 'locked');
    await change(locked, {
      userName: 'locked',
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Other789!',
    });
    const session = await tryLogin('locked', 'Other789!');
    expect(session.pwdChangeFlag).toBe(false);
  });

  it('refuses a wrong current password and another user name with 400', async () => {
    const demo = await logIn(world.app, 'demo');
    const wrong = await failureOf(
      change(demo, { userName: 'demo', currentPassword: 'nope', newPassword: 'x' }),
    );
    expect(wrong).toMatchObject({ status: 400, message: WRONG_CURRENT_PASSWORD });
    const other = await failureOf(
      change(demo, { userName: 'newbie', currentPassword: PERSONA_PASSWORD, newPassword: 'x' }),
    );
    expect(other).toMatchObject({ status: 400, message: NOT_YOUR_ACCOUNT });
    expect((await tryLogin('newbie', PERSONA_PASSWORD)).userName).toBe('newbie');
  });

  it('resets a password end to end through the stored link', async () => {
    const token = await resetToken('demo', 'Demo@Example.com');
    expect(await verify(token)).toEqual({ isValid: true, userName: 'demo' });
    expect(await reset('demo', token)).toEqual({
      statusCode: 200,
      message: PASSWORD_UPDATED,
    });
    expect((await tryLogin('demo', 'Fresh456!')).userName).toBe('demo');
    // The token is spent.
    expect(await verify(token)).toEqual({ isValid: false, userName: null });
    expect((await failureOf(reset('demo', token, 'Again1!'))).status).toBe(400);
  });

  it('refuses a reset request whose user name and email do not match', async () => {
    const mismatch = await failureOf(requestReset('demo', 'newbie@example.com'));
    expect(mismatch).toMatchObject({ status: 400, message: RESET_NO_MATCH });
    expect((await failureOf(requestReset('nobody', 'nobody@example.com'))).status).toBe(400);
    expect(world.state.resetLinks.size).toBe(0);
  });

  it('answers isValid false for an unknown or expired token', async () => {
    expect(await verify('not-a-token')).toEqual({ isValid: false, userName: null });
    const token = await resetToken('newbie', 'newbie@example.com');
    now += RESET_TOKEN_TTL_MS + 1000;
    expect(await verify(token)).toEqual({ isValid: false, userName: null });
    expect((await failureOf(reset('newbie', token))).status).toBe(400);
  });

  it('refuses a token used for another user name, and spends older links', async () => {
    const first = await resetToken('demo', 'demo@example.com');
    const refused = await failureOf(reset('newbie', first));
    expect(refused).toMatchObject({ status: 400, message: INVALID_RESET_LINK });
    const second = await resetToken('demo', 'demo@example.com');
    expect(second).not.toBe(first);
    expect((await verify(first)).isValid).toBe(false);
    expect((await verify(second)).isValid).toBe(true);
  });
});
