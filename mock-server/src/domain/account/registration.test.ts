import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { call, signup } from './account-test-kit.ts';
import {
  AGENT_CODE_REQUIRED,
  AGENT_CODE_UNKNOWN,
  DUPLICATE_DOCUMENT,
  DUPLICATE_EMAIL,
  REGISTRATION_DISABLED,
} from './registration.ts';

describe('registration', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  const register = async (overrides: Record<string, unknown> = {}) =>
    answer(
      'account.createCustomer',
      await call(app, 'POST', '/Account/CreateCustomer', { payload: signup(overrides) }),
    );

  it('answers the registration metadata from the scenario', async () => {
    const open = answer('meta.registration', await call(app, 'GET', '/Meta/GetMetaData'));
    expect(open).toEqual({ agentGroupCodeRequired: false, allowCustomerRegistration: true });
    app.mockState.scenario.registrationDisabled = true;
    app.mockState.scenario.agentGroupCodeRequired = true;
    const closed = answer('meta.registration', await call(app, 'GET', '/Meta/GetMetaData'));
    expect(closed).toEqual({ agentGroupCodeRequired: true, allowCustomerRegistration: false });
  });

  it('answers the token metadata code, null by default', async () => {
    expect(
      answer('account.tokenMetadata', await call(app, 'GET', '/Account/GetTokenMetadata')),
    ).toEqual({
      tokenCode: null,
    });
    app.mockState.scenario.tokenMetadataCode = 'AG7';
    expect(
      answer('account.tokenMetadata', await call(app, 'GET', '/Account/GetTokenMetadata'))
        .tokenCode,
    ).toBe('AG7');
  });

  it('creates a user who can log in, with terms still to accept and no money', async () => {
    const created = await register();
    expect(created.statusCode).toBe(200);
    expect(created.message).toMatch(/^agomez\d{2}$/);

    const token = await login(app, created.message, 'Secret123!');
    const customer = answer(
      'account.getCustomer',
      await call(app, 'GET', `/account/GetCustomer?username=${created.message}`, { token }),
    );
    expect(customer).toMatchObject({
      lastAcceptanceTerms: null,
      agentName: 'Agent Seven',
      firstName: 'Ana',
      lastName: 'Gómez',
      emailAddress: 'ana.gomez@example.com',
    });
    expect(customer.customerId).toBeGreaterThan(0);
    expect(
      answer('account.standing', await call(app, 'GET', '/account/standing', { token })).balance,
    ).toBe(0);

    const session = app.mockState.db.user.findFirst({
      where: { userName: { equals: created.message } },
    });
    expect(session?.settings.acceptanceOfTermsEnabled).toBe(true);
    expect(session?.agentGroupCode).toBe('AG7');
  });

  it('gives two customers with the same name different user names', async () => {
    const first = await register();
    const second = await register({ emailAddress: 'other@example.com', personalIdNumber: '999' });
    expect(second.statusCode).toBe(200);
    expect(second.message).not.toBe(first.message);
  });

  it('refuses with statusCode 403 when registration is disabled', async () => {
    app.mockState.scenario.registrationDisabled = true;
    expect(await register()).toEqual({ statusCode: 403, message: REGISTRATION_DISABLED });
  });

  it('refuses a missing agent group code only when one is required', async () => {
    app.mockState.scenario.agentGroupCodeRequired = true;
    expect(await register({ agentGroupCode: '  ' })).toEqual({
      statusCode: 400,
      message: AGENT_CODE_REQUIRED,
    });
    expect((await register({ agentGroupCode: 'ag7' })).statusCode).toBe(200);
  });

  it('accepts the site token code in place of a typed one', async () => {
    app.mockState.scenario.agentGroupCodeRequired = true;
    app.mockState.scenario.tokenMetadataCode = 'PROMO1';
    expect((await register()).statusCode).toBe(200);
  });

  it('refuses an unknown agent group code', async () => {
    expect(await register({ agentGroupCode: 'NOPE' })).toEqual({
      statusCode: 404,
      message: AGENT_CODE_UNKNOWN,
    });
  });

  it('refuses a duplicate email or document with statusCode 409', async () => {
    expect(await register({ emailAddress: 'DEMO@example.com' })).toEqual({
      statusCode: 409,
      message: DUPLICATE_EMAIL,
    });
    const demo = app.mockState.db.user.findFirst({ where: { userName: { equals: 'demo' } } });
    expect(await register({ personalIdNumber: demo?.personalIdNumber })).toEqual({
      statusCode: 409,
      message: DUPLICATE_DOCUMENT,
    });
  });

  it('answers 400 for a confirmation that differs from the password', async () => {
    const response = await call(app, 'POST', '/Account/CreateCustomer', {
      payload: signup({ passwordConfirmation: 'different' }),
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).message).toBeTruthy();
  });
});
