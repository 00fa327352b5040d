import type { WalletRequest, WalletRequestPayload } from '@sportsbook/contracts/schemas/cashier';
import { MIN_DEPOSIT_AMOUNT } from '@sportsbook/contracts/rules/constants';
import type { MockState } from '../../db/state.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { Caller } from '../handler.ts';
import { formatMoney, limitsOf } from '../money.ts';
import { pushBalance } from '../ledger.ts';
import { findOwnDocument } from '../files/documents.ts';
import { randomGuid } from '../files/random-ids.ts';
import { findMethod, isActive } from './methods.ts';
import { toWalletRequestDto } from './wallet-request-dto.ts';
import { BANK_ACCOUNT_NOT_FOUND, checkWithdrawal, findOwnBankAccount } from './withdraw-rules.ts';

export const CASHIER_DISABLED = 'The online cashier is not enabled for your account.';
export const PROOF_REQUIRED = 'A proof image is required for this deposit.';
export const PROOF_NOT_FOUND = 'The proof image was not found. Please upload it again.';
export const METHOD_NOT_AVAILABLE = 'This method is not available.';

// Methods whose deposit report needs the proof image (SPEC §5, deposit form).
const PROOF_METHODS = new Set(['BankTransfer', 'BankDeposit']);

/** Checks a deposit report; answers the proof file name it carries, if any. */
function checkDeposit(state: MockState, caller: Caller, payload: WalletRequestPayload) {
  const { user } = caller;
  if (payload.amount < MIN_DEPOSIT_AMOUNT) {
    throw badRequest(`The minimum deposit is ${formatMoney(MIN_DEPOSIT_AMOUNT)}.`);
  }
  const { maxAmount } = limitsOf(caller);
  if (payload.amount > maxAmount) {
    throw badRequest(`The amount cannot be more than ${formatMoney(maxAmount)}.`);
  }
  if (payload.bankAccountToken && !findOwnBankAccount(state, user, payload.bankAccountToken)) {
    throw badRequest(BANK_ACCOUNT_NOT_FOUND);
  }
  const fileName = payload.fileURL ?? null;
  if (!fileName) {
    if (PROOF_METHODS.has(payload.method)) throw badRequest(PROOF_REQUIRED);
    return null;
  }
  if (!findOwnDocument(state, user.userId, fileName)) throw badRequest(PROOF_NOT_FOUND);
  return fileName;
}

/**
 * Files a withdrawal or reports a deposit (decision 030); the new request is Pending and moves no
 * money until the back office approves it (see decide-request.ts).
 */
export function createWalletRequest(
  state: MockState,
  caller: Caller,
  payload: WalletRequestPayload,
): WalletRequest {
  const { user, settings } = caller;
  if (!settings.enableCashierOnLine) throw forbidden(CASHIER_DISABLED);
  const method = findMethod(state, payload.type, payload.method);
  if (!method || !isActive(method)) throw badRequest(METHOD_NOT_AVAILABLE);
  const proof = payload.type === 'deposit' ? checkDeposit(state, caller, payload) : null;
  if (payload.type === 'withdraw') checkWithdrawal(state, caller, payload);

  const created = state.db.walletRequest.create({
    guid: randomGuid(state.random),
    userId: user.userId,
    createdDate: state.now().toISOString(),
    amount: payload.amount,
    type: payload.type,
    requestState: 'Pending',
    status: 'Active',
    method: payload.method,
    authorizationNumber: '',
    comments: [],
    imagesUrl: proof ? [proof] : [],
    isApproved: false,
    branchGuid: payload.method === 'LocalBranch' ? (payload.branchGuid ?? null) : null,
    receiverId: payload.method === 'BalanceTransfer' ? payload.receiverId : null,
    bankAccountToken: payload.bankAccountToken ?? null,
    peferredDate: payload.peferredDate ?? null,
    ledgerEntryId: null,
  });
  // A withdrawal reserves its amount at once: the balance shown drops now (decision 082).
  if (payload.type === 'withdraw') pushBalance(state, user.userId);
  if (proof) {
    state.db.document.update({
      where: { fileName: { equals: proof } },
      data: { referenceId: created.guid, referenceType: 'WalletRequest' },
    });
  }
  return toWalletRequestDto(state, created);
}
