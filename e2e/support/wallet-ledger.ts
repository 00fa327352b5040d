import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { CustomerBankAccount } from '@sportsbook/contracts/schemas/account';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { apiAsPage, cents } from './account-reads.ts';
import { control, expect, type Page } from './fixtures.ts';

/**
 * The cashier's side of the ledger as the server keeps it (issue 24): the available balance (a
 * Pending withdrawal reserves its amount, docs/mock-server.md "Reservations"), the customer's
 * wallet requests (cancelled ones are never listed) and stored bank accounts, read with the
 * page's own session through the contract's client.
 */
export interface WalletLedger {
  balance: number;
  requests: WalletRequest[];
  bankAccounts: CustomerBankAccount[];
}

export async function walletLedger(page: Page): Promise<WalletLedger> {
  const api = await apiAsPage(page);
  const [standing, requests, bankAccounts] = await Promise.all([
    api.call('account.standing'),
    api.call('cashier.listRequests', { query: {} }),
    api.call('account.listBankAccounts'),
  ]);
  return { balance: standing.balance, requests, bankAccounts };
}

/** Requests in `after` that `before` did not list. */
export const newRequests = (before: WalletLedger, after: WalletLedger): WalletRequest[] => {
  const known = new Set(before.requests.map((request) => request.guid));
  return after.requests.filter((request) => !known.has(request.guid));
};

/** Stored bank accounts in `after` that `before` did not have. */
export const newBankAccounts = (
  before: WalletLedger,
  after: WalletLedger,
): CustomerBankAccount[] => {
  const known = new Set(before.bankAccounts.map((account) => account.accountToken));
  return after.bankAccounts.filter((account) => !known.has(account.accountToken));
};

/** opening + entries, in whole cents: what the balance must be after the journey's entries. */
export const balanceAfter = (opening: WalletLedger, ...entries: number[]): number =>
  (cents(opening.balance) + entries.reduce((sum, entry) => sum + cents(entry), 0)) / 100;

/** The server holds exactly what `opening` did: nothing booked, nothing reserved or released. */
export async function expectNothingBooked(page: Page, opening: WalletLedger): Promise<void> {
  expect(await walletLedger(page)).toEqual(opening);
}

/** The fault put on `endpoint` was spent: the exchange really was lost, once. */
export async function expectFaultSpent(page: Page, endpoint: EndpointKey): Promise<void> {
  const faults = await control(page, '/errors', undefined, 'GET');
  expect(faults).not.toHaveProperty([endpoint]);
}

export type LostPart = 'answer' | 'request';

/**
 * The next call of `endpoint` loses its answer (it commits, then the connection drops mid-body) or
 * its request (dropped before anything runs), once, on Chromium's own networking.
 */
export async function loseNextExchange(
  page: Page,
  endpoint: EndpointKey,
  lose: LostPart,
): Promise<void> {
  await control(page, '/errors', { endpoint, lose, times: 1 });
}
