import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, createTestApp, login } from '../../testing/test-app.ts';
import { call } from './account-test-kit.ts';
import { CUSTOMER_SAVED } from './customer.ts';
import { DUPLICATE_EMAIL } from './registration.ts';

const terms = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nicolás',
  lastName: 'Reyes',
  personalIdNumber: 'CHANGED-123',
  city: 'Puerto Plata',
  emailAddress: 'nico@example.com',
  phone: '8291234567',
  acceptedTerms: true,
  // The client may send the stored record as is: extra fields are ignored.
  customerId: 999,
  agentName: 'Someone',
  ...overrides,
});

describe('customer record', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  const getCustomer = async (token: string, username: string) =>
    call(app, 'GET', `/account/GetCustomer?username=${username}`, { token });

  it("answers the caller's own record", async () => {
    const token = await login(app, 'demo');
    const customer = answer('account.getCustomer', await getCustomer(token, 'demo'));
    expect(customer).toMatchObject({
      customerId: 6001,
      agentName: 'Agent Seven',
      firstName: 'Dana',
      lastName: 'Morales',
      emailAddress: 'demo@example.com',
    });
    expect(customer.lastAcceptanceTerms).not.toBeNull();
  });

  it("answers 404 for another customer's record and for an unknown one", async () => {
    const token = await login(app, 'demo');
    expect((await getCustomer(token, 'newbie')).statusCode).toBe(404);
    expect((await getCustomer(token, 'nobody')).statusCode).toBe(404);
  });

  it('accepting the terms saves the fields, stamps the acceptance and keeps the known document', async () => {
    const token = await login(app, 'newbie');
    const before = answer('account.getCustomer', await getCustomer(token, 'newbie'));
    expect(before.lastAcceptanceTerms).toBeNull();

    const saved = answer(
      'account.saveCustomer',
      await call(app, 'POST', '/account/SaveCustomer', { token, payload: terms() }),
    );
    expect(saved).toEqual({ statusCode: 200, message: CUSTOMER_SAVED });

    const after = answer('account.getCustomer', await getCustomer(token, 'newbie'));
    expect(after).toMatchObject({
      customerId: before.customerId,
      firstName: 'Nicolás',
      city: 'Puerto Plata',
      emailAddress: 'nico@example.com',
      phone: '8291234567',
      personalIdNumber: before.personalIdNumber,
    });
    expect(after.lastAcceptanceTerms).not.toBeNull();
  });

  it('declining answers 200 and changes nothing', async () => {
    const token = await login(app, 'newbie');
    const before = answer('account.getCustomer', await getCustomer(token, 'newbie'));
    const declined = answer(
      'account.saveCustomer',
      await call(app, 'POST', '/account/SaveCustomer', {
        token,
        payload: terms({ acceptedTerms: false }),
      }),
    );
    expect(declined.statusCode).toBe(200);
    expect(answer('account.getCustomer', await getCustomer(token, 'newbie'))).toEqual(before);
  });

  it("refuses another customer's email with statusCode 409", async () => {
    const token = await login(app, 'newbie');
    const refused = answer(
      'account.saveCustomer',
      await call(app, 'POST', '/account/SaveCustomer', {
        token,
        payload: terms({ emailAddress: 'demo@example.com' }),
      }),
    );
    expect(refused).toEqual({ statusCode: 409, message: DUPLICATE_EMAIL });
  });

  it('answers 400 for a phone that is not ten digits', async () => {
    const token = await login(app, 'newbie');
    const response = await call(app, 'POST', '/account/SaveCustomer', {
      token,
      payload: terms({ phone: '123' }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers the PIN, or an empty message when there is none', async () => {
    const demo = await login(app, 'demo');
    expect(
      answer('account.userPin', await call(app, 'GET', '/account/UserPin', { token: demo }))
        .message,
    ).toBe('4821');
    const newbie = await login(app, 'newbie');
    expect(
      answer('account.userPin', await call(app, 'GET', '/account/UserPin', { token: newbie }))
        .message,
    ).toBe('');
  });
});
