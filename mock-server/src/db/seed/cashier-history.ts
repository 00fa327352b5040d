import { DEPOSIT_PROOF_DOCUMENT_TYPE_ID } from '@sportsbook/contracts/rules/constants';
import type {
  RequestState,
  WalletMethodCode,
  WalletRequestType,
} from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { PERSONAS } from '../personas.ts';
import { appendComment } from '../../domain/cashier/request-comments.ts';
import { bookWalletRequest } from '../../domain/cashier/wallet-ledger.ts';
import { storeDocument } from '../../domain/files/documents.ts';
import { randomGuid, randomHex } from '../../domain/files/random-ids.ts';
import { sampleReceiptPng } from '../../domain/files/sample-image.ts';
import { daysFromNow } from '../dates.ts';

type SeedState = Exclude<RequestState, 'Rejected'>;

// One wallet request per row; daysAgo 0 means two hours ago.
type Row = [
  userId: number,
  type: WalletRequestType,
  method: WalletMethodCode,
  amount: number,
  daysAgo: number,
  hour: number,
  state: SeedState,
  comment?: string,
];

interface SeedRequest {
  userId: number;
  type: WalletRequestType;
  method: WalletMethodCode;
  amount: number;
  daysAgo: number;
  hour: number;
  state: SeedState;
  comment: string | undefined;
}

const demo = PERSONAS.demo.userId;
const newbie = PERSONAS.newbie.userId;

// The demo persona's cashier history over the past weeks: approved movements (in the ledger on
// their day), one declined withdrawal, and an open deposit (with its proof) and withdrawal. Newbie
// has one of each so cross-customer checks have something to aim at.
const ROWS: Row[] = [
  [demo, 'deposit', 'BankTransfer', 500, 41, 10, 'Approved'],
  [demo, 'withdraw', 'LocalBranch', 200, 33, 16, 'Approved'],
  [demo, 'deposit', 'BankDeposit', 300, 24, 11, 'Approved'],
  [demo, 'withdraw', 'BankTransfer', 150, 16, 9, 'Approved'],
  [demo, 'withdraw', 'LocalBranch', 400, 11, 18, 'Declined', 'ID not verified at the branch.'],
  [demo, 'deposit', 'BankTransfer', 250, 5, 13, 'Approved'],
  [demo, 'withdraw', 'LocalBranch', 100, 2, 15, 'Approved'],
  [demo, 'deposit', 'BankTransfer', 200, 1, 17, 'Pending'],
  [demo, 'withdraw', 'LocalBranch', 120, 0, 0, 'Pending'],
  [newbie, 'deposit', 'BankDeposit', 250, 3, 12, 'Approved'],
  [newbie, 'withdraw', 'LocalBranch', 50, 1, 10, 'Pending'],
];

const REQUESTS: SeedRequest[] = ROWS.map(
  ([userId, type, method, amount, daysAgo, hour, state, comment]) => ({
    userId,
    type,
    method,
    amount,
    daysAgo,
    hour,
    state,
    comment,
  }),
);

const HOUR_MS = 60 * 60 * 1000;

const createdAtOf = (state: MockState, request: SeedRequest): Date =>
  request.daysAgo === 0
    ? new Date(state.now().getTime() - 2 * HOUR_MS)
    : daysFromNow(state, -request.daysAgo, request.hour);

function seedProof(
  state: MockState,
  random: Random,
  userId: number,
  guid: string,
  at: Date,
): string {
  const fileName = `${randomHex(random, 32)}.png`;
  storeDocument(state, {
    userId,
    fileName,
    bytes: sampleReceiptPng(),
    contentType: 'image/png',
    documentTypeId: DEPOSIT_PROOF_DOCUMENT_TYPE_ID,
    originalName: 'deposit-receipt.png',
    createdAt: at,
    reference: { id: guid, type: 'WalletRequest' },
  });
  return fileName;
}

function seedRequest(
  state: MockState,
  random: Random,
  seed: SeedRequest,
  accountToken: string,
): void {
  const createdAt = createdAtOf(state, seed);
  const guid = randomGuid(random);
  const branch = state.db.branch.getAll()[random.int(0, state.db.branch.count() - 1)];
  const record = state.db.walletRequest.create({
    guid,
    userId: seed.userId,
    createdDate: createdAt.toISOString(),
    amount: seed.amount,
    type: seed.type,
    requestState: seed.state,
    status: 'Active',
    method: seed.method,
    authorizationNumber: seed.state === 'Pending' ? '' : String(random.int(100000, 999999)),
    comments: seed.comment ? [seed.comment] : [],
    imagesUrl:
      seed.type === 'deposit' ? [seedProof(state, random, seed.userId, guid, createdAt)] : [],
    isApproved: seed.state === 'Approved',
    branchGuid: seed.method === 'LocalBranch' ? (branch?.guid ?? null) : null,
    receiverId: null,
    bankAccountToken:
      seed.method === 'BankTransfer' && seed.type === 'withdraw' ? accountToken : null,
    peferredDate: null,
    ledgerEntryId: null,
  });
  if (seed.state !== 'Approved') return;
  const entry = bookWalletRequest(state, record, new Date(createdAt.getTime() + 3 * HOUR_MS));
  state.db.walletRequest.update({
    where: { guid: { equals: guid } },
    data: { ledgerEntryId: entry.id },
  });
  appendComment(state, guid, `Approved: ${entry.reference}`);
}

/** The personas' wallet requests; approved ones are in the ledger at their approval time. */
export function seedCashierHistory(state: MockState, random: Random, accountToken: string): void {
  for (const request of REQUESTS) seedRequest(state, random, request, accountToken);
}
