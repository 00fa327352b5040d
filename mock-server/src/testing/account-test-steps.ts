import type { MockState } from '../db/state.ts';
import type { BodyOf } from './test-client.ts';

/** A valid sign-up body; override fields per test. */
export const signup = (
  overrides: Partial<BodyOf<'account.createCustomer'>> = {},
): BodyOf<'account.createCustomer'> => ({
  firstName: 'Ana',
  lastName: 'Gómez',
  personalIdNumber: '40212345678',
  city: 'Santiago',
  emailAddress: 'ana.gomez@example.com',
  phone: '8095551234',
  password: 'Secret123!',
  passwordConfirmation: 'Secret123!',
  agentId: 1,
  ...overrides,
});

/** A ticket straight in the store (no slip), for views that only read tickets. */
export function addTicket(
  state: MockState,
  ticket: {
    ticketNumber: number;
    userId: number;
    amount: number;
    winner?: string;
    status?: string;
    date?: Date;
  },
) {
  return state.db.ticket.create({
    ticketNumber: ticket.ticketNumber,
    userId: ticket.userId,
    ticketName: 'Straight',
    date: (ticket.date ?? state.now()).toISOString(),
    amount: ticket.amount,
    toWin: ticket.amount,
    ifAmount: 0,
    ifToWin: 0,
    winner: ticket.winner ?? 'P',
    status: ticket.status ?? 'A',
    verified: 'Y',
    hasIf: false,
    paymentMethod: null,
    bonusId: null,
    cashedOutAmount: null,
    settledAt: null,
  });
}

/** A wallet request straight in the store. */
export function addWalletRequest(
  state: MockState,
  request: { guid: string; userId: number; requestState: string; status?: string },
) {
  return state.db.walletRequest.create({
    guid: request.guid,
    userId: request.userId,
    createdDate: state.now().toISOString(),
    amount: 40,
    type: 'withdraw',
    requestState: request.requestState,
    status: request.status ?? 'Active',
    method: 'Cash',
    authorizationNumber: '',
    isApproved: request.requestState === 'Approved',
    branchGuid: null,
    receiverId: 'SELF',
    bankAccountToken: null,
    peferredDate: null,
    ledgerEntryId: null,
  });
}
