import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors.ts';
import { answer, createTestApp, login } from '../../testing/test-app.ts';
import { balanceOfPersona, call, withdrawal } from './cashier-test-kit.ts';
import { BALANCE_NO_LONGER_COVERS, NOT_PENDING, decideWalletRequest } from './decide-request.ts';

describe('decideWalletRequest (control API)', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeEach(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo');
  });
  afterEach(async () => {
    await app.close();
  });

  const standing = async () =>
    answer('account.standing', await call(app, 'GET', '/account/standing', { token: demo }))
      .balance;
  const create = async (payload: Record<string, unknown>) =>
    answer(
      'cashier.createRequest',
      await call(app, 'POST', '/cashier/withdraw/request', { token: demo, payload }),
    );
  const pendingDeposit = () => {
    const record = app.mockState.db.walletRequest.findFirst({
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
    const decided = decideWalletRequest(app.mockState, deposit.guid, 'approve');
    expect(decided).toMatchObject({ requestState: 'Approved', isApproved: true });
    expect(decided.authorizationNumber).toMatch(/^\d{6}$/);
    expect(await standing()).toBe(before + deposit.amount);
    const entry = app.mockState.db.ledgerEntry.findFirst({
      where: {
        id: {
          equals:
            app.mockState.db.walletRequest.findFirst({ where: { guid: { equals: deposit.guid } } })
              ?.ledgerEntryId ?? -1,
        },
      },
    });
    expect(entry).toMatchObject({ kind: 'deposit', amount: deposit.amount });
    expect(entry?.reference).toMatch(/^ACCTDEP\d+$/);
  });

  it('approving a pending withdrawal debits the ledger (ACCTWITH)', async () => {
    const request = await create(withdrawal(app, { amount: 300 }));
    const before = await standing();
    decideWalletRequest(app.mockState, request.guid, 'approve');
    expect(await standing()).toBe(before - 300);
    const transactions = answer(
      'cashier.transactions',
      await call(
        app,
        'GET',
        `/cashier/transactions?date=${new Date().toISOString().slice(0, 10)}`,
        { token: demo },
      ),
    );
    expect(transactions[0]).toMatchObject({ amount: -300, newBalance: before - 300 });
    expect(transactions[0]?.number).toMatch(/^ACCTWITH\d+$/);
  });

  it('a balance transfer, once approved, credits the receiver', async () => {
    const receiverBefore = balanceOfPersona(app, 'basic');
    const request = await create(
      withdrawal(app, {
        method: 'BalanceTransfer',
        branchGuid: undefined,
        receiverId: 'basic',
        amount: 40,
      }),
    );
    decideWalletRequest(app.mockState, request.guid, 'approve');
    expect(balanceOfPersona(app, 'basic')).toBe(receiverBefore + 40);
    expect(balanceOfPersona(app, 'demo')).toBe(960);
  });

  it('refuses to approve a withdrawal the balance no longer covers, leaving it Pending', async () => {
    const first = await create(withdrawal(app, { amount: 900 }));
    const second = await create(withdrawal(app, { amount: 900 }));
    decideWalletRequest(app.mockState, first.guid, 'approve');
    expect(refusalOf(() => decideWalletRequest(app.mockState, second.guid, 'approve'))).toEqual({
      status: 409,
      message: BALANCE_NO_LONGER_COVERS,
    });
    expect(await standing()).toBe(100);
    expect(
      app.mockState.db.walletRequest.findFirst({ where: { guid: { equals: second.guid } } })
        ?.requestState,
    ).toBe('Pending');
  });

  it('declining moves no money; only Pending requests can be decided', async () => {
    const before = await standing();
    const deposit = pendingDeposit();
    expect(decideWalletRequest(app.mockState, deposit.guid, 'decline')).toMatchObject({
      requestState: 'Declined',
      isApproved: false,
    });
    expect(await standing()).toBe(before);
    expect(refusalOf(() => decideWalletRequest(app.mockState, deposit.guid, 'approve'))).toEqual({
      status: 409,
      message: NOT_PENDING,
    });
    const cancelled = await create(withdrawal(app));
    await call(app, 'DELETE', `/cashier/withdraw/request/${cancelled.guid}`, { token: demo });
    expect(
      refusalOf(() => decideWalletRequest(app.mockState, cancelled.guid, 'approve')).status,
    ).toBe(409);
    expect(refusalOf(() => decideWalletRequest(app.mockState, 'nope', 'decline')).status).toBe(404);
  });
});
