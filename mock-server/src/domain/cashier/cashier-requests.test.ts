import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { maxWithdrawAmount } from '@sportsbook/contracts/rules/withdraw';
import { answer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { uploadedFileName } from '../files/upload-test-kit.ts';
import { balanceOfPersona, call, withdrawal } from './cashier-test-kit.ts';
import {
  BANK_ACCOUNT_NOT_FOUND,
  BANK_ACCOUNT_REQUIRED,
  BRANCH_NOT_FOUND,
  RECEIVER_NOT_FOUND,
  RECEIVER_REQUIRED,
} from './withdraw-rules.ts';
import {
  CASHIER_DISABLED,
  METHOD_NOT_AVAILABLE,
  PROOF_NOT_FOUND,
  PROOF_REQUIRED,
} from './create-request.ts';

describe('wallet requests: filing', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeEach(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo');
  });
  afterEach(async () => {
    await app.close();
  });

  const create = (payload: Record<string, unknown>, token = demo) =>
    call(app, 'POST', '/cashier/withdraw/request', { token, payload });
  const refusal = async (payload: Record<string, unknown>, token = demo) => {
    const response = await create(payload, token);
    return { status: response.statusCode, message: problemOf(response).message };
  };

  it('files a LocalBranch withdrawal as a Pending request that moves no money yet', async () => {
    const before = balanceOfPersona(app, 'demo');
    const request = answer('cashier.createRequest', await create(withdrawal(app, { amount: 75 })));
    expect(request).toMatchObject({
      type: 'withdraw',
      amount: 75,
      method: 'LocalBranch',
      requestState: 'Pending',
      status: 'Active',
      isApproved: false,
      authorizationNumber: null,
      imagesUrl: [],
    });
    expect(balanceOfPersona(app, 'demo')).toBe(before);
    const open = answer(
      'cashier.openRequests',
      await call(app, 'GET', '/cashier/withdraw/request-open', { token: demo }),
    );
    expect(open[0]?.guid).toBe(request.guid);
  });

  it('accepts exactly the dialog maximum and refuses a cent more', async () => {
    const max = maxWithdrawAmount(balanceOfPersona(app, 'demo'), 5);
    expect(max).toBe(995);
    const above = await refusal(withdrawal(app, { amount: max + 0.01 }));
    expect(above.status).toBe(400);
    expect(above.message).toContain('995.00');
    expect((await create(withdrawal(app, { amount: max }))).statusCode).toBe(200);
  });

  it('refuses amounts under minAmount or over maxAmount', async () => {
    expect(await refusal(withdrawal(app, { amount: 4.99 }))).toEqual({
      status: 400,
      message: 'The amount must be at least 5.00.',
    });
    app.mockState.db.user.update({
      where: { userName: { equals: 'demo' } },
      data: { settings: { maxAmount: 100 } },
    });
    expect((await refusal(withdrawal(app, { amount: 150 }))).message).toBe(
      'The amount cannot be more than 100.00.',
    );
  });

  it('refuses a method that is not Active, and an unknown branch', async () => {
    expect(await refusal(withdrawal(app, { method: 'Cash' }))).toEqual({
      status: 400,
      message: METHOD_NOT_AVAILABLE,
    });
    expect(await refusal(withdrawal(app, { branchGuid: 'no-such-branch' }))).toEqual({
      status: 400,
      message: BRANCH_NOT_FOUND,
    });
    // The contract itself requires the branch of a LocalBranch withdrawal.
    expect((await create(withdrawal(app, { branchGuid: undefined }))).statusCode).toBe(400);
  });

  it('needs another existing customer as the receiver of a BalanceTransfer', async () => {
    const transfer = (receiverId?: string) =>
      withdrawal(app, { method: 'BalanceTransfer', branchGuid: undefined, receiverId });
    expect((await refusal(transfer())).message).toBe(RECEIVER_REQUIRED);
    expect((await refusal(transfer('nobody'))).message).toBe(RECEIVER_NOT_FOUND);
    expect((await refusal(transfer('demo'))).message).toBe(RECEIVER_NOT_FOUND);
    expect((await refusal(transfer('support'))).message).toBe(RECEIVER_NOT_FOUND);
    expect(answer('cashier.createRequest', await create(transfer('basic'))).method).toBe(
      'BalanceTransfer',
    );
  });

  it("needs one of the caller's own bank accounts for a BankTransfer", async () => {
    const own = app.mockState.db.bankAccount.findFirst({
      where: { userId: { equals: 1001 } },
    });
    const bankTransfer = (bankAccountToken?: string) =>
      withdrawal(app, { method: 'BankTransfer', branchGuid: undefined, bankAccountToken });
    expect((await refusal(bankTransfer())).message).toBe(BANK_ACCOUNT_REQUIRED);
    expect((await refusal(bankTransfer('bat_unknown'))).message).toBe(BANK_ACCOUNT_NOT_FOUND);
    const newbieAccount = app.mockState.db.bankAccount.create({
      accountToken: 'bat_newbie',
      userId: 1002,
      bankGuid: own?.bankGuid ?? '',
      accountNumber: '999',
      accountName: 'Nico Reyes',
      accountType: 'SavingAccount',
      accountDescription: '',
      status: 'Active',
      visible: true,
    });
    expect((await refusal(bankTransfer(newbieAccount.accountToken))).message).toBe(
      BANK_ACCOUNT_NOT_FOUND,
    );
    expect((await create(bankTransfer(own?.accountToken))).statusCode).toBe(200);
  });

  it('reports a deposit with an uploaded proof, linked to the new request', async () => {
    const fileName = await uploadedFileName(app, demo);
    const request = answer(
      'cashier.createRequest',
      await create({ type: 'deposit', amount: 150, method: 'BankTransfer', fileURL: fileName }),
    );
    expect(request).toMatchObject({ type: 'deposit', amount: 150, requestState: 'Pending' });
    expect(request.imagesUrl).toEqual([`/w/api/FileUploader/files/${fileName}`]);
    const image = await app.inject({ method: 'GET', url: request.imagesUrl[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(
      app.mockState.db.document.findFirst({ where: { fileName: { equals: fileName } } }),
    ).toMatchObject({
      referenceId: request.guid,
      referenceType: 'WalletRequest',
    });
  });

  it("refuses a deposit without proof, with someone else's proof, or under the minimum", async () => {
    const deposit = (overrides: Record<string, unknown>) => ({
      type: 'deposit',
      amount: 100,
      method: 'BankDeposit',
      ...overrides,
    });
    expect(await refusal(deposit({}))).toEqual({ status: 400, message: PROOF_REQUIRED });
    const newbieFile = await uploadedFileName(app, await login(app, 'newbie'));
    expect((await refusal(deposit({ fileURL: newbieFile }))).message).toBe(PROOF_NOT_FOUND);
    const ownFile = await uploadedFileName(app, demo);
    expect((await refusal(deposit({ fileURL: ownFile, amount: 9.99 }))).message).toBe(
      'The minimum deposit is 10.00.',
    );
    expect((await refusal(deposit({ fileURL: ownFile, method: 'Cash' }))).message).toBe(
      METHOD_NOT_AVAILABLE,
    );
  });

  it('answers 403 when the online cashier is off for the customer', async () => {
    const basic = await login(app, 'basic');
    expect(await refusal(withdrawal(app), basic)).toEqual({
      status: 403,
      message: CASHIER_DISABLED,
    });
  });

  it('answers 401 without a session', async () => {
    expect(
      (await call(app, 'POST', '/cashier/withdraw/request', { payload: withdrawal(app) }))
        .statusCode,
    ).toBe(401);
  });
});
