import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, testClient, type BodyOf } from '../../testing/test-client.ts';
import { signup } from '../../testing/account-test-steps.ts';
import {
  AGENT_CODE_REQUIRED,
  AGENT_CODE_UNKNOWN,
  DUPLICATE_DOCUMENT,
  DUPLICATE_EMAIL,
  REGISTRATION_DISABLED,
} from './registration.ts';

describe('registration', () => {
  const world = appPerTest();

  const visitor = () => testClient(world.app);
  const register = (overrides: Partial<BodyOf<'account.createCustomer'>> = {}) =>
    visitor().call('account.createCustomer', { body: signup(overrides) });

  it('answers the registration metadata from the scenario', async () => {
    const open = await visitor().call('meta.registration');
    expect(open).toEqual({ agentGroupCodeRequired: false, allowCustomerRegistration: true });
    world.state.scenario.registrationDisabled = true;
    world.state.scenario.agentGroupCodeRequired = true;
    const closed = await visitor().call('meta.registration');
    expect(closed).toEqual({ agentGroupCodeRequired: true, allowCustomerRegistration: false });
  });

  it('answers the token metadata code, null by default', async () => {
    expect(await visitor().call('account.tokenMetadata')).toEqual({
      tokenCode: null,
    });
    world.state.scenario.tokenMetadataCode = 'AG7';
    expect((await visitor().call('account.tokenMetadata')).tokenCode).toBe('AG7');
  });

  it('creates a user who can log in, with terms still to accept and no money', async () => {
    const created = await register();
    expect(created.statusCode).toBe(200);
    expect(created.message).toMatch(/^agomez\d{2}$/);

    const customer = await logIn(world.app, created.message, 'Secret123!');
    const record = await customer.call('account.getCustomer', {
      query: { username: created.message },
    });
    expect(record).toMatchObject({
      lastAcceptanceTerms: null,
      agentName: 'Agent Seven',
      firstName: 'Ana',
      lastName: 'Gómez',
      emailAddress: 'ana.gomez@example.com',
    });
    expect(record.customerId).toBeGreaterThan(0);
    expect((await customer.call('account.standing')).balance).toBe(0);

    const user = world.state.db.user.findFirst({
      where: { userName: { equals: created.message } },
    });
    expect(customer.session.settingUI.acceptanceOfTermsEnabled).toBe(true);
    expect(user?.settings.acceptanceOfTermsEnabled).toBe(true);
    expect(user?.agentGroupCode).toBe('AG7');
  });

  it('gives two customers with the same name different user names', async () => {
    const first = await register();
    const second = await register({ emailAddress: 'other@example.com', personalIdNumber: '999' });
    expect(second.statusCode).toBe(200);
    expect(second.message).not.toBe(first.message);
  });

  it('refuses with statusCode 403 when registration is disabled', async () => {
    world.state.scenario.registrationDisabled = true;
    expect(await register()).toEqual({ statusCode: 403, message: REGISTRATION_DISABLED });
  });

  it('refuses a missing agent group code only when one is required', async () => {
    world.state.scenario.agentGroupCodeRequired = true;
    expect(await register({ agentGroupCode: '  ' })).toEqual({
      statusCode: 400,
      message: AGENT_CODE_REQUIRED,
    });
    expect((await register({ agentGroupCode: 'ag7' })).statusCode).toBe(200);
  });

  it('accepts the site token code in place of a typed one', async () => {
    world.state.scenario.agentGroupCodeRequired = true;
    world.state.scenario.tokenMetadataCode = 'PROMO1';
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
    const demo = world.state.db.user.findFirst({ where: { userName: { equals: 'demo' } } });
    expect(await register({ personalIdNumber: demo?.personalIdNumber ?? '' })).toEqual({
      statusCode: 409,
      message: DUPLICATE_DOCUMENT,
    });
  });

  it('answers 400 for a confirmation that differs from the password', async () => {
    const refused = await failureOf(register({ passwordConfirmation: 'different' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBeTruthy();
  });
});
