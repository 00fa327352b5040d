import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/test-app.ts';
import {
  failureOf,
  logIn,
  testClient,
  type CustomerClient,
  type QueryOf,
} from '../../testing/test-client.ts';
import { rawRequest } from '../../testing/test-raw-request.ts';
import { balanceOfPersona } from '../../testing/cashier-test-steps.ts';
import { decideWalletRequest } from './decide-request.ts';

const DAY_MS = 86_400_000;
const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe('cashier reads', () => {
  const world = appPerTest();
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const transactions = (query: QueryOf<'cashier.transactions'>) =>
    demo.call('cashier.transactions', { query });

  it('lists the booked deposits and withdrawals of a range, newest first, with the balance after each', async () => {
    const listed = await transactions({ date: isoDay(60), dateTo: isoDay(0) });
    expect(listed.map((tx) => tx.number.replace(/\d+$/, ''))).toEqual([
      'ACCTWITH',
      'ACCTDEP',
      'ACCTWITH',
      'ACCTDEP',
      'ACCTWITH',
      'ACCTDEP',
    ]);
    expect(listed.map((tx) => tx.amount)).toEqual([-100, 250, -150, 300, -200, 500]);
    // The oracle: opening balance plus every ledger entry booked up to that one.
    const user = world.state.db.user.findFirst({ where: { userName: { equals: 'demo' } } });
    const entries = world.state.db.ledgerEntry.findMany({ where: { userId: { equals: 1001 } } });
    for (const transaction of listed) {
      const at = Date.parse(transaction.date);
      const upTo = entries.filter((e) => Date.parse(e.createdAt) <= at);
      const expected = upTo.reduce((sum, e) => sum + e.amount, user?.openingBalance ?? 0);
      expect(transaction.newBalance).toBeCloseTo(expected, 2);
    }
  });

  it('limits the list to the asked days (dateTo defaults to date)', async () => {
    const day = await transactions({ date: isoDay(5) });
    expect(day.map((tx) => tx.amount)).toEqual([250]);
    expect(day[0]?.reason).toBe('Deposit - BankTransfer');
    expect(await transactions({ date: isoDay(60), dateTo: isoDay(45) })).toEqual([]);
    // The contract requires the date.
    const undated = await rawRequest(world.app, {
      url: '/w/api/cashier/transactions',
      token: demo.token,
    });
    expect(undated.statusCode).toBe(400);
  });

  it('shows an approved deposit today with the new standing as its balance', async () => {
    const pending = world.state.db.walletRequest.findFirst({
      where: {
        userId: { equals: 1001 },
        type: { equals: 'deposit' },
        requestState: { equals: 'Pending' },
      },
    });
    decideWalletRequest(world.state, pending?.guid ?? '', 'approve');
    const today = await transactions({ date: isoDay(0) });
    expect(today[0]).toMatchObject({
      amount: 200,
      newBalance: balanceOfPersona(world.state, 'demo'),
    });
    expect(today[0]?.number).toMatch(/^ACCTDEP\d+$/);
  });

  it("answers the cashier metadata with the caller's bank accounts", async () => {
    const metadata = await demo.call('cashier.metadata');
    expect(metadata.depositAvailables.map((m) => [m.id, m.available])).toEqual([
      ['BankTransfer', true],
      ['BankDeposit', true],
      ['Cash', false],
    ]);
    expect(metadata.withdrawAvailables.map((m) => m.id)).toEqual([
      'LocalBranch',
      'BalanceTransfer',
      'BankTransfer',
    ]);
    expect(metadata.systemSettings.withdrawMethods.map((m) => [m.id, m.status])).toEqual([
      ['LocalBranch', 'Active'],
      ['Cash', 'InActive'],
      ['BalanceTransfer', 'Active'],
      ['BankTransfer', 'Active'],
    ]);
    expect(metadata.banks.length).toBeGreaterThanOrEqual(3);
    expect(
      metadata.banks.every((b) => b.urlLogo?.startsWith('/w/api/FileUploader/files/logo-bank-')),
    ).toBe(true);
    expect(metadata.bankAccounts.length).toBe(2);
    const bankGuids = new Set(metadata.banks.map((b) => b.bankGuid));
    expect(metadata.bankAccounts.every((a) => bankGuids.has(a.bankGuid))).toBe(true);
  });

  it('lists no bank accounts when allowBankAccount is off', async () => {
    const basic = await logIn(world.app, 'basic');
    const metadata = await basic.call('cashier.metadata');
    expect(metadata.bankAccounts).toEqual([]);
    expect(metadata.banks.length).toBeGreaterThan(0);
  });

  it('lists branches grouped by zone with https map links', async () => {
    const zones = await demo.call('reference.branches');
    expect(zones.length).toBeGreaterThanOrEqual(2);
    for (const zone of zones) {
      expect(zone.branch.length).toBeGreaterThanOrEqual(2);
      expect(zone.branch.every((b) => b.mapLink?.startsWith('https://') && b.address)).toBe(true);
    }
    const anonymous = testClient(world.app);
    expect((await failureOf(anonymous.call('reference.branches'))).status).toBe(401);
  });
});
