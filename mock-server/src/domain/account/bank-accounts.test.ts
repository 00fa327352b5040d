import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type BodyOf, type TestClient } from '../../testing/test-client.ts';
import { rawRequest } from '../../testing/test-raw-request.ts';
import { BANK_ACCOUNTS_DISABLED, DUPLICATE_BANK_ACCOUNT, UNKNOWN_BANK } from './bank-accounts.ts';

const BANK = 'test-bank-0001';

const account = (
  overrides: Partial<BodyOf<'account.addBankAccount'>> = {},
): BodyOf<'account.addBankAccount'> => ({
  bankGuid: BANK,
  accountNumber: '000123456789',
  accountName: 'Dana Morales',
  accountType: 'SavingAccount',
  status: 'Active',
  visible: true,
  ...overrides,
});

describe('bank accounts', () => {
  const world = appPerTest();
  beforeEach(() => {
    world.state.db.bank.create({
      bankGuid: BANK,
      name: 'TB',
      bankFullName: 'Test Bank',
      urlLogo: '/logos/test.png',
      accountNo: '1',
      accountName: 'Sportsbook',
      accountCaption: 'Savings',
    });
  });

  const list = (api: TestClient) => api.call('account.listBankAccounts');
  const add = (api: TestClient, body: BodyOf<'account.addBankAccount'>) =>
    api.call('account.addBankAccount', { body });

  it('stores an account with a new token and lists it for its owner only', async () => {
    const demo = await logIn(world.app, 'demo');
    const stored = await add(demo, account());
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

    const newbie = await logIn(world.app, 'newbie');
    expect((await list(newbie)).map((entry) => entry.accountToken)).not.toContain(
      stored.accountToken,
    );
  });

  it('refuses the same account number at the same bank with 409', async () => {
    const demo = await logIn(world.app, 'demo');
    await add(demo, account());
    const again = await failureOf(add(demo, account({ accountName: 'Other name' })));
    expect(again).toMatchObject({ status: 409, message: DUPLICATE_BANK_ACCOUNT });
  });

  it('refuses an unknown bank with 400', async () => {
    const demo = await logIn(world.app, 'demo');
    const refused = await failureOf(add(demo, account({ bankGuid: 'no-such-bank' })));
    expect(refused).toMatchObject({ status: 400, message: UNKNOWN_BANK });
  });

  it('answers 403 to an add, and an empty list, when bank accounts are off', async () => {
    const basic = await logIn(world.app, 'basic');
    const refused = await failureOf(add(basic, account()));
    expect(refused).toMatchObject({ status: 403, message: BANK_ACCOUNTS_DISABLED });
    expect(await list(basic)).toEqual([]);
  });

  it('answers 400 for a body that breaks the contract', async () => {
    const demo = await logIn(world.app, 'demo');
    const post = (payload: object) =>
      rawRequest(world.app, {
        method: 'POST',
        url: '/w/api/account/bank-account',
        token: demo.token,
        payload,
      });
    expect((await post({ ...account(), accountType: 'Piggy' })).statusCode).toBe(400);
    expect((await post({ ...account(), visible: false })).statusCode).toBe(400);
  });
});
