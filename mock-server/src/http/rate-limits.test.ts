import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { signup } from '../testing/account-test-steps.ts';
import { createTestApp } from '../testing/test-app.ts';
import { problemOf } from '../testing/test-raw-request.ts';
import type { ServerOptions } from '../server.ts';
import {
  ACCOUNT_LOCKED,
  DEFAULT_RATE_LIMITS,
  TOO_MANY_LOGINS,
  TOO_MANY_RESETS,
  TOO_MANY_SIGN_UPS,
  TOO_MANY_TOKEN_GUESSES,
} from './rate-limit-rules.ts';

// Issue 14, defect 8: 300 wrong logins in 0.8 s, 200 reset-token guesses and 30 sign-ups in a row
// were all accepted.
const ATTACKER = '203.0.113.50';
const OTHER = '198.51.100.7';
const MINUTE = 60_000;

let app: FastifyInstance;
let clock: number;

async function start(options: ServerOptions = {}) {
  clock = Date.now();
  app = await createTestApp({ now: () => new Date(clock), ...options });
}
beforeEach(async () => {
  await start();
});
afterEach(async () => {
  await app.close();
});

const post = (url: string, payload: object, remoteAddress = ATTACKER) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const login = (userName: string, password: string, remoteAddress = ATTACKER) =>
  post('/w/api/token', { userName, password, clientId: 'limits-test' }, remoteAddress);

const resetRequest = (userName: string, email: string, remoteAddress = ATTACKER) =>
  post('/w/api/account/PasswordResetRequest', { userName, email }, remoteAddress);

/** A 429 problem with a whole number of seconds to wait; answers that number. */
function expectTooMany(response: LightMyRequestResponse, message: string): number {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(problemOf(response.json())).toMatchObject({ status: 429, message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  return retryAfter;
}

describe('login limits', () => {
  it('locks an account for 5 minutes after 5 wrong passwords, the right one included', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo', `wrong-${i}`)).statusCode).toBe(400);
    expect(expectTooMany(await login('demo', PERSONA_PASSWORD), ACCOUNT_LOCKED)).toBe(300);
    expectTooMany(await login('DEMO ', PERSONA_PASSWORD, OTHER), ACCOUNT_LOCKED);
    expect((await login('basic', PERSONA_PASSWORD)).statusCode).toBe(200);
    clock += 5 * MINUTE;
    expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('forgives the wrong passwords before a right one', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login('demo', 'nope')).statusCode).toBe(400);
      expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('lets at most 5 of 300 parallel wrong logins reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login('basic', `guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(295);
    expectTooMany(await login('basic', PERSONA_PASSWORD), ACCOUNT_LOCKED);
  });

  it('refuses an address after 50 wrong logins over any names, not the others', async () => {
    const { max } = DEFAULT_RATE_LIMITS.loginFailuresPerAddress;
    for (let i = 0; i < max; i++) {
      expect((await login(`nobody${i}`, 'x')).statusCode).toBe(400);
    }
    const wait = expectTooMany(await login('demo', PERSONA_PASSWORD), TOO_MANY_LOGINS);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await login('demo', PERSONA_PASSWORD, OTHER)).statusCode).toBe(200);
    clock += 15 * MINUTE;
    expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('never counts successes or bodies the contract refuses (a test run logs in hundreds of times)', async () => {
    for (let i = 0; i < 200; i++) {
      expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);
      expect((await post('/w/api/token', { userName: 'demo' })).statusCode).toBe(400);
    }
    for (let i = 0; i < 4; i++) expect((await login('demo', 'nope')).statusCode).toBe(400);
    expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('starts afresh when the control API resets the world, and can be turned off', async () => {
    for (let i = 0; i < 5; i++) await login('demo', 'nope');
    expectTooMany(await login('demo', PERSONA_PASSWORD), ACCOUNT_LOCKED);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);

    await app.close();
    await start({ rateLimits: false });
    for (let i = 0; i < 10; i++) await login('demo', 'nope');
    expect((await login('demo', PERSONA_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset limits', () => {
  it('sends at most 5 reset mails per account and 30 per address in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await resetRequest('demo', 'demo@example.com')).statusCode).toBe(200);
    }
    expectTooMany(await resetRequest('demo', 'demo@example.com', OTHER), TOO_MANY_RESETS);
    for (let i = 5; i < 30; i++) {
      expect((await resetRequest(`probe${i}`, 'x@example.com')).statusCode).toBe(400);
    }
    expectTooMany(await resetRequest('basic', 'basic@example.com'), TOO_MANY_RESETS);
    expect((await resetRequest('basic', 'basic@example.com', OTHER)).statusCode).toBe(200);
  });

  it('refuses an address after 20 invalid reset tokens, on verify and reset alike', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const token = i.toString(16).padStart(40, '0');
        return i % 2
          ? post(`/w/api/account/PasswordResetVerify?passwordtoken=${token}`, {
              passwordtoken: token,
            })
          : post('/w/api/account/PasswordResetV2', {
              userName: 'demo',
              passwordToken: token,
              newPassword: 'Guessed123!',
            });
      }),
    );
    const refused = guesses.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(180);
    const [first] = refused;
    if (!first) throw new Error('no guess was refused');
    expectTooMany(first, TOO_MANY_TOKEN_GUESSES);
    // The real owner, from another address, is not locked out of their link.
    expect((await resetRequest('demo', 'demo@example.com', OTHER)).statusCode).toBe(200);
    const token = new URL(app.mockState.resetLinks.get('demo') ?? '').searchParams.get('token');
    const reset = await post(
      '/w/api/account/PasswordResetV2',
      { userName: 'demo', passwordToken: token, newPassword: 'Fresh456!' },
      OTHER,
    );
    expect(reset.statusCode).toBe(200);
  });
});

describe('sign-up limits', () => {
  it('takes 20 sign-ups an hour from one address: of 30 in a row the last 10 are refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body = signup({
        emailAddress: `bot${i}@example.com`,
        personalIdNumber: String(40200000000 + i),
      });
      statuses.push((await post('/w/api/Account/CreateCustomer', body)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual(Array.from({ length: 10 }, () => 429));
    const body = signup({ emailAddress: 'human@example.com', personalIdNumber: '40299999999' });
    const refused = await post('/w/api/Account/CreateCustomer', body);
    expectTooMany(refused, TOO_MANY_SIGN_UPS);
    expect((await post('/w/api/Account/CreateCustomer', body, OTHER)).statusCode).toBe(200);
  });

  it("counts in the mock's time, and starts afresh when the control API resets the world", async () => {
    const signUp = (i: number) =>
      post(
        '/w/api/Account/CreateCustomer',
        signup({ emailAddress: `bot${i}@example.com`, personalIdNumber: String(40200000000 + i) }),
      );
    for (let i = 0; i < 20; i++) expect((await signUp(i)).statusCode).toBe(200);
    clock += 59 * MINUTE;
    expect(expectTooMany(await signUp(20), TOO_MANY_SIGN_UPS)).toBe(60);
    clock += MINUTE;
    expect((await signUp(21)).statusCode).toBe(200);
    for (let i = 22; i < 41; i++) expect((await signUp(i)).statusCode).toBe(200);
    expectTooMany(await signUp(41), TOO_MANY_SIGN_UPS);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect((await signUp(42)).statusCode).toBe(200);
  });
});
