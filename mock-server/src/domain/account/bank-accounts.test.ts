import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { call } from './account-test-kit.ts';
import { BANK_ACCOUNTS_DISABLED, DUPLICATE_BANK_ACCOUNT, UNKNOWN_BANK } from './bank-accounts.ts';

const BANK = 'test-bank-0001';

const account = (overrides: Record<string, unknown> = {}) => ({
  bankGuid: BANK,
  accountNumber: '000123456789',
  accountName: 'Dana Morales',
  accountType: 'SavingAccount',
  status: 'Active',
  visible: true,
  ...overrides,
});

describe('bank accounts', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
    app.mockState.db.bank.create({
      bankGuid: BANK,
      name: 'TB',
      bankFullName: 'Test Bank',
      urlLogo: '/logos/test.png',
      accountNo: '1',
      accountName: 'Sportsbook',
      accountCaption: 'Savings',
    });
  });
  afterEach(async () => {
    await app.close();
  });

  const list = async (token: string) =>
    answer('account.listBankAccounts', await call(app, 'GET', '/account/bank-account', { token }));
  const add = (token: string, payload: Record<string, unknown>) =>
    call(app, 'POST', '/account/bank-account', { token, payload });

  it('stores an account with a new token and lists it for its owner only', async () => {
    const demo = await login(app, 'demo');
    const stored = answer('account.addBankAccount', await add(demo, account()));
    expect(stored).toMatchObject({
      bankGuid: BANK,
      accountNumber: '000123456789',
      accountName: 'Dana Morales',
      accountType: 'SavingAccount',
      accountDescription: '',
      status: 'Active',
    });
    expect(stored).not.toHaveProperty('visible');
    expect(stored.accountToken).toBeTruthy();
    expect(await list(demo)).toContainEqual(stored);

    const newbie = await login(app, 'newbie');
    expect((await list(newbie)).map((entry) => entry.accountToken)).not.toContain(
      stored.accountToken,
    );
  });

  it('refuses the same account number at the same bank with 409', async () => {
    const demo = await login(app, 'demo');
    await add(demo, account());
    const again = await add(demo, account({ accountName: 'Other name' }));
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).message).toBe(DUPLICATE_BANK_ACCOUNT);
  });

  it('refuses an unknown bank with 400', async () => {
    const demo = await login(app, 'demo');
    const response = await add(demo, account({ bankGuid: 'no-such-bank' }));
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).message).toBe(UNKNOWN_BANK);
  });

  it('answers 403 to an add, and an empty list, when bank accounts are off', async () => {
    const basic = await login(app, 'basic');
    const response = await add(basic, account());
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).message).toBe(BANK_ACCOUNTS_DISABLED);
    expect(await list(basic)).toEqual([]);
  });

  it('answers 400 for a body that breaks the contract', async () => {
    const demo = await login(app, 'demo');
    expect((await add(demo, account({ accountType: 'Piggy' }))).statusCode).toBe(400);
    expect((await add(demo, account({ visible: false }))).statusCode).toBe(400);
  });
});
