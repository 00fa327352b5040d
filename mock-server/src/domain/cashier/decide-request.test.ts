import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type CustomerClient } from '../../testing/test-client.ts';
import { bookCentsOf, postEntry } from '../ledger.ts';
import {
  balanceOfPersona,
  fileRequest,
  withdrawal,
  type WalletRequestBody,
} from '../../testing/cashier-test-steps.ts';
import { BALANCE_NO_LONGER_COVERS, NOT_PENDING, decideWalletRequest } from './decide-request.ts';

describe('decideWalletRequest (control API)', () => {
  const world = appPerTest();
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const standing = async () => (await demo.call('account.standing')).balance;
  const create = (body: WalletRequestBody) => fileRequest(demo, body);
  const withdrawalOf = (overrides: Partial<WalletRequestBody> = {}) =>
    withdrawal(world.state, overrides);
  const pendingDeposit = () => {
    const record = world.state.db.walletRequest.findFirst({
      where: {
        userId: { equals: 1001 },
        type: { equals: 'deposit' },
        requestState: { equals: 'Pending' },
      },
    });
    if (!record) throw new Error('no seeded pending deposit');
    return record;
  };
  const refusalOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof DomainError) return { status: error.status, message: error.message };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('approving a pending deposit credits the ledger (ACCTDEP) and closes the request', async () => {
    const before = await standing();
    const deposit = pendingDeposit();
    const decided = decideWalletRequest(world.state, deposit.guid, 'approve');
    expect(decided).toMatchObject({ requestState: 'Approved', isApproved: true });
    expect(decided.authorizationNumber).toMatch(/^\d{6}$/);
    expect(await standing()).toBe(before + deposit.amount);
    const entry = world.state.db.ledgerEntry.findFirst({
      where: {
        id: {
          equals:
            world.state.db.walletRequest.findFirst({ where: { guid: { equals: deposit.guid } } })
              ?.ledgerEntryId ?? -1,
        },
      },
    });
    expect(entry).toMatchObject({ kind: 'deposit', amount: deposit.amount });
    expect(entry?.reference).toMatch(/^ACCTDEP\d+$/);
  });

  it('approving a pending withdrawal debits the ledger (ACCTWITH); the balance shown already left it out', async () => {
    const before = await standing();
    const request = await create(withdrawalOf({ amount: 300 }));
    // Reserved at once (decision 082): the balance shown drops when the request is filed.
    expect(await standing()).toBe(before - 300);
    const book = bookCentsOf(world.state, 1001);
    decideWalletRequest(world.state, request.guid, 'approve');
    expect(bookCentsOf(world.state, 1001)).toBe(book - 30_000);
    expect(await standing()).toBe(before - 300);
    const transactions = await demo.call('cashier.transactions', {
      query: { date: new Date().toISOString().slice(0, 10) },
    });
    expect(transactions[0]).toMatchObject({ amount: -300, newBalance: before - 300 });
    expect(transactions[0]?.number).toMatch(/^ACCTWITH\d+$/);
  });

  it('declining or cancelling a withdrawal gives its reservation back', async () => {
    const before = await standing();
    const declined = await create(withdrawalOf({ amount: 120 }));
    const cancelled = await create(withdrawalOf({ amount: 30 }));
    expect(await standing()).toBe(before - 150);
    decideWalletRequest(world.state, declined.guid, 'decline');
    expect(await standing()).toBe(before - 30);
    await demo.call('cashier.cancelRequest', { params: { id: cancelled.guid } });
    expect(await standing()).toBe(before);
  });

  it('a balance transfer, once approved, credits the receiver', async () => {
    const receiverBefore = balanceOfPersona(world.state, 'basic');
    const request = await create(
      withdrawalOf({
        method: 'BalanceTransfer',
        branchGuid: undefined,
        receiverId: 'basic',
        amount: 40,
      }),
    );
    decideWalletRequest(world.state, request.guid, 'approve');
    expect(balanceOfPersona(world.state, 'basic')).toBe(receiverBefore + 40);
    expect(balanceOfPersona(world.state, 'demo')).toBe(960);
  });

  it('refuses to approve a withdrawal a back-office debit left uncovered, leaving it Pending', async () => {
    const request = await create(withdrawalOf({ amount: 900 }));
    // A second one cannot be filed: the first reserved the money.
    expect((await failureOf(create(withdrawalOf({ amount: 900 })))).status).toBe(400);
    // Only the control API can take money past a reservation.
    postEntry(world.state, {
      userId: 1001,
      amount: -600,
      kind: 'debit',
      reference: 'ADJ-test',
      description: 'Manual adjustment',
    });
    expect(refusalOf(() => decideWalletRequest(world.state, request.guid, 'approve'))).toEqual({
      status: 409,
      message: BALANCE_NO_LONGER_COVERS,
    });
    expect(
      world.state.db.walletRequest.findFirst({ where: { guid: { equals: request.guid } } })
        ?.requestState,
    ).toBe('Pending');
  });

  it('declining moves no money; only Pending requests can be decided', async () => {
    const before = await standing();
    const deposit = pendingDeposit();
    expect(decideWalletRequest(world.state, deposit.guid, 'decline')).toMatchObject({
      requestState: 'Declined',
      isApproved: false,
    });
    expect(await standing()).toBe(before);
    expect(refusalOf(() => decideWalletRequest(world.state, deposit.guid, 'approve'))).toEqual({
      status: 409,
      message: NOT_PENDING,
    });
    const cancelled = await create(withdrawalOf());
    await demo.call('cashier.cancelRequest', { params: { id: cancelled.guid } });
    expect(
      refusalOf(() => decideWalletRequest(world.state, cancelled.guid, 'approve')).status,
    ).toBe(409);
    expect(refusalOf(() => decideWalletRequest(world.state, 'nope', 'decline')).status).toBe(404);
  });
});
