import type { Bonus } from '@sportsbook/contracts/schemas/account';
import { BONUS_EXPIRED_GRACE_MS } from '@sportsbook/contracts/rules/constants';
import type { MockState } from '../../db/state.ts';
import type { Handler, UserRecord } from '../handler.ts';
import { notFound } from '../errors.ts';
import { balanceOf } from '../ledger.ts';
import { toTicketDto } from '../sportsbook/ticket-dto.ts';
import { toWalletRequestDto } from '../cashier/wallet-request-dto.ts';
import { weeklyFigure } from './figures.ts';

export const standing: Handler<'account.standing'> = ({ state, caller }) => ({
  balance: balanceOf(state, caller.user.userId),
});

// Another user's id answers 404, as an unknown one would.
export const summary: Handler<'account.summary'> = ({ state, caller }, { query }) => {
  if (query.id !== caller.user.userId) throw notFound('Account');
  return { currentBalance: balanceOf(state, caller.user.userId) };
};

const newestFirst = (a: string, b: string): number => Date.parse(b) - Date.parse(a);

function pendingTickets(state: MockState, userId: number) {
  return state.db.ticket
    .findMany({
      where: { userId: { equals: userId }, winner: { equals: 'P' }, status: { equals: 'A' } },
    })
    .sort((a, b) => newestFirst(a.date, b.date))
    .map((ticket) => toTicketDto(state, ticket));
}

/** Open = still Pending and not cancelled by the customer (decision 030). */
function openWalletRequests(state: MockState, userId: number) {
  return state.db.walletRequest
    .findMany({ where: { userId: { equals: userId }, requestState: { equals: 'Pending' } } })
    .filter((request) => request.status !== 'Cancelled')
    .sort((a, b) => newestFirst(a.createdDate, b.createdDate))
    .map((request) => toWalletRequestDto(state, request));
}

/** Bonuses with money left, soonest to expire first; one lapsed under an hour ago is still listed. */
export function bonusesOf(state: MockState, userId: number): Bonus[] {
  const cutoff = state.now().getTime() - BONUS_EXPIRED_GRACE_MS;
  return state.db.bonus
    .findMany({ where: { userId: { equals: userId } } })
    .filter((bonus) => bonus.balance > 0 && Date.parse(bonus.expirationDate) > cutoff)
    .sort((a, b) => Date.parse(a.expirationDate) - Date.parse(b.expirationDate))
    .map((bonus) => ({
      bonusId: bonus.bonusId,
      bonusName: bonus.bonusName,
      amount: bonus.amount,
      balance: bonus.balance,
      expirationDate: bonus.expirationDate,
    }));
}

function userInfo(state: MockState, user: UserRecord) {
  return {
    userName: user.userName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.emailAddress,
    currentBalance: balanceOf(state, user.userId),
  };
}

export const snapshot: Handler<'account.snapshot'> = ({ state, caller }) => ({
  userInfo: userInfo(state, caller.user),
  figure: weeklyFigure(state, caller, 0),
  pendingTickets: pendingTickets(state, caller.user.userId),
  walletRequest: openWalletRequests(state, caller.user.userId),
  bonusList: bonusesOf(state, caller.user.userId),
});
