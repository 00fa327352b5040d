import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import { maxWithdrawAmount } from '@sportsbook/contracts/rules/withdraw';
import { appPerTest } from '../../testing/test-app.ts';
import {
  failureOf,
  fetchLink,
  logIn,
  testClient,
  type CustomerClient,
} from '../../testing/test-client.ts';
import { uploadedFileName } from '../../testing/files-test-steps.ts';
import {
  balanceOfPersona,
  fileRequest,
  withdrawal,
  type WalletRequestBody,
} from '../../testing/cashier-test-steps.ts';
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
  const world = appPerTest();
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const refusal = async (body: WalletRequestBody, api: ApiClient = demo) => {
    const { status, message } = await failureOf(fileRequest(api, body));
    return { status, message };
  };
  const withdrawalOf = (overrides: Partial<WalletRequestBody> = {}) =>
    withdrawal(world.state, overrides);

  it('files a LocalBranch withdrawal as a Pending request that reserves its amount', async () => {
    const before = balanceOfPersona(world.state, 'demo');
    const entriesBefore = world.state.db.ledgerEntry.count({
      where: { kind: { equals: 'withdraw' } },
    });
    const request = await fileRequest(demo, withdrawalOf({ amount: 75 }));
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
    // Nothing is booked yet; the balance shown leaves the reserved amount out (decision 082).
    expect(world.state.db.ledgerEntry.count({ where: { kind: { equals: 'withdraw' } } })).toBe(
      entriesBefore,
    );
    expect(balanceOfPersona(world.state, 'demo')).toBe(before - 75);
    const open = await demo.call('cashier.openRequests', { query: {} });
    expect(open[0]?.guid).toBe(request.guid);
  });

  it('accepts exactly the dialog maximum and refuses a cent more', async () => {
    const max = maxWithdrawAmount(balanceOfPersona(world.state, 'demo'), 5);
    expect(max).toBe(995);
    const above = await refusal(withdrawalOf({ amount: max + 0.01 }));
    expect(above.status).toBe(400);
    expect(above.message).toContain('995.00');
    expect((await fileRequest(demo, withdrawalOf({ amount: max }))).amount).toBe(max);
  });

  it('refuses amounts under minAmount or over maxAmount', async () => {
    expect(await refusal(withdrawalOf({ amount: 4.99 }))).toEqual({
      status: 400,
      message: 'The amount must be at least 5.00.',
    });
    world.state.db.user.update({
      where: { userName: { equals: 'demo' } },
      data: { settings: { maxAmount: 100 } },
    });
    expect((await refusal(withdrawalOf({ amount: 150 }))).message).toBe(
      'The amount cannot be more than 100.00.',
    );
  });

  it('refuses a method that is not Active, and an unknown branch', async () => {
    expect(await refusal(withdrawalOf({ method: 'Cash' }))).toEqual({
      status: 400,
      message: METHOD_NOT_AVAILABLE,
    });
    expect(await refusal(withdrawalOf({ branchGuid: 'no-such-branch' }))).toEqual({
      status: 400,
      message: BRANCH_NOT_FOUND,
    });
    // The contract itself requires the branch of a LocalBranch withdrawal.
    expect((await refusal(withdrawalOf({ branchGuid: undefined }))).status).toBe(400);
  });

  it('needs another existing customer as the receiver of a BalanceTransfer', async () => {
    const transfer = (receiverId?: string) =>
      withdrawalOf({ method: 'BalanceTransfer', branchGuid: undefined, receiverId });
    expect((await refusal(transfer())).message).toBe(RECEIVER_REQUIRED);
    expect((await refusal(transfer('nobody'))).message).toBe(RECEIVER_NOT_FOUND);
    expect((await refusal(transfer('demo'))).message).toBe(RECEIVER_NOT_FOUND);
    expect((await refusal(transfer('support'))).message).toBe(RECEIVER_NOT_FOUND);
    expect((await fileRequest(demo, transfer('basic'))).method).toBe('BalanceTransfer');
  });

  it("needs one of the caller's own bank accounts for a BankTransfer", async () => {
    const own = world.state.db.bankAccount.findFirst({
      where: { userId: { equals: 1001 } },
    });
    const bankTransfer = (bankAccountToken?: string) =>
      withdrawalOf({ method: 'BankTransfer', branchGuid: undefined, bankAccountToken });
    expect((await refusal(bankTransfer())).message).toBe(BANK_ACCOUNT_REQUIRED);
    expect((await refusal(bankTransfer('bat_unknown'))).message).toBe(BANK_ACCOUNT_NOT_FOUND);
    const newbieAccount = world.state.db.bankAccount.create({
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
    expect((await fileRequest(demo, bankTransfer(own?.accountToken))).method).toBe('BankTransfer');
  });

  it('reports a deposit with an uploaded proof, linked to the new request', async () => {
    const fileName = await uploadedFileName(demo);
    const request = await fileRequest(demo, {
      type: 'deposit',
      amount: 150,
      method: 'BankTransfer',
      fileURL: fileName,
    });
    expect(request).toMatchObject({ type: 'deposit', amount: 150, requestState: 'Pending' });
    expect(request.imagesUrl).toEqual([`/w/api/FileUploader/files/${fileName}`]);
    const image = await fetchLink(world.app, request.imagesUrl[0] ?? '');
    expect(image.status).toBe(200);
    expect(
      world.state.db.document.findFirst({ where: { fileName: { equals: fileName } } }),
    ).toMatchObject({
      referenceId: request.guid,
      referenceType: 'WalletRequest',
    });
  });

  it("refuses a deposit without proof, with someone else's proof, or under the minimum", async () => {
    const deposit = (overrides: Partial<WalletRequestBody>): WalletRequestBody => ({
      type: 'deposit',
      amount: 100,
      method: 'BankDeposit',
      ...overrides,
    });
    expect(await refusal(deposit({}))).toEqual({ status: 400, message: PROOF_REQUIRED });
    const newbieFile = await uploadedFileName(await logIn(world.app, 'newbie'));
    expect((await refusal(deposit({ fileURL: newbieFile }))).message).toBe(PROOF_NOT_FOUND);
    const ownFile = await uploadedFileName(demo);
    expect((await refusal(deposit({ fileURL: ownFile, amount: 9.99 }))).message).toBe(
      'The minimum deposit is 10.00.',
    );
    expect((await refusal(deposit({ fileURL: ownFile, method: 'Cash' }))).message).toBe(
      METHOD_NOT_AVAILABLE,
    );
  });

  it('answers 403 when the online cashier is off for the customer', async () => {
    const basic = await logIn(world.app, 'basic');
    expect(await refusal(withdrawalOf(), basic)).toEqual({
      status: 403,
      message: CASHIER_DISABLED,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await refusal(withdrawalOf(), testClient(world.app))).status).toBe(401);
  });
});
