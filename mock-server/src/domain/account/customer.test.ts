import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type BodyOf } from '../../testing/test-client.ts';
import { CUSTOMER_SAVED } from './customer.ts';
import { DUPLICATE_EMAIL } from './registration.ts';

const terms = (
  overrides: Partial<BodyOf<'account.saveCustomer'>> = {},
): BodyOf<'account.saveCustomer'> & { customerId: number; agentName: string } => ({
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
  const world = appPerTest();

  const getCustomer = (api: ApiClient, username: string) =>
    api.call('account.getCustomer', { query: { username } });
  const save = (api: ApiClient, body: BodyOf<'account.saveCustomer'>) =>
    api.call('account.saveCustomer', { body });

  it("answers the caller's own record", async () => {
    const demo = await logIn(world.app, 'demo');
    const customer = await getCustomer(demo, 'demo');
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
    const demo = await logIn(world.app, 'demo');
    expect((await failureOf(getCustomer(demo, 'newbie'))).status).toBe(404);
    expect((await failureOf(getCustomer(demo, 'nobody'))).status).toBe(404);
  });

  it('accepting the terms saves the fields, stamps the acceptance and keeps the known document', async () => {
    const newbie = await logIn(world.app, 'newbie');
    const before = await getCustomer(newbie, 'newbie');
    expect(before.lastAcceptanceTerms).toBeNull();

    const saved = await save(newbie, terms());
    expect(saved).toEqual({ statusCode: 200, message: CUSTOMER_SAVED });

    const after = await getCustomer(newbie, 'newbie');
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
    const newbie = await logIn(world.app, 'newbie');
    const before = await getCustomer(newbie, 'newbie');
    const declined = await save(newbie, terms({ acceptedTerms: false }));
    expect(declined.statusCode).toBe(200);
    expect(await getCustomer(newbie, 'newbie')).toEqual(before);
  });

  it("refuses another customer's email with statusCode 409", async () => {
    const newbie = await logIn(world.app, 'newbie');
    const refused = await save(newbie, terms({ emailAddress: 'demo@example.com' }));
    expect(refused).toEqual({ statusCode: 409, message: DUPLICATE_EMAIL });
  });

  it('answers 400 for a phone that is not ten digits', async () => {
    const newbie = await logIn(world.app, 'newbie');
    expect((await failureOf(save(newbie, terms({ phone: '123' })))).status).toBe(400);
  });

  it('answers the PIN, or an empty message when there is none', async () => {
    const demo = await logIn(world.app, 'demo');
    expect((await demo.call('account.userPin')).message).toBe('4821');
    const newbie = await logIn(world.app, 'newbie');
    expect((await newbie.call('account.userPin')).message).toBe('');
  });
});
