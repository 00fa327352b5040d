import { createApiClient, type ApiClient } from '@sportsbook/contracts/client';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { UserSessionSchema } from '@sportsbook/contracts/schemas/session';
import type { Page } from './fixtures.ts';

/**
 * The API as the page's own session sees it (issue 24: a journey's last word on screen is checked
 * against the server): the contract's typed client with the token the page keeps in session
 * storage, so every answer is validated by its schema and no second login ends the page's session.
 */
export async function apiAsPage(page: Page): Promise<ApiClient> {
  const stored = await page.evaluate(() => sessionStorage.getItem('currentUser'));
  const { token } = UserSessionSchema.parse(JSON.parse(stored ?? 'null'));
  return createApiClient({
    baseUrl: new URL(page.url()).origin,
    clientId: 'e2e',
    getToken: () => token,
  });
}

/** The customer's money as the server keeps it: the balance and the pending tickets, newest first. */
export interface AccountState {
  balance: number;
  pending: Ticket[];
}

/** GET /account/standing and /account/snapshot with the page's session. */
export async function accountState(page: Page): Promise<AccountState> {
  const api = await apiAsPage(page);
  const [standing, snapshot] = await Promise.all([
    api.call('account.standing'),
    api.call('account.snapshot'),
  ]);
  return { balance: standing.balance, pending: snapshot.pendingTickets };
}

/** Pending tickets in `after` that `before` did not have. */
export const newTickets = (before: AccountState, after: AccountState): Ticket[] => {
  const known = new Set(before.pending.map((ticket) => ticket.ticketNumber));
  return after.pending.filter((ticket) => !known.has(ticket.ticketNumber));
};

/** An amount in whole cents, for sums that must not drift (opening + entries = balance). */
export const cents = (amount: number): number => Math.round(amount * 100);
