import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type CustomerClient, type QueryOf } from '../../testing/test-client.ts';
import { rawRequest } from '../../testing/test-raw-request.ts';
import { fileRequest, withdrawal } from '../../testing/cashier-test-steps.ts';
import { decideWalletRequest } from './decide-request.ts';
import { ALREADY_APPROVED, NO_LONGER_PENDING } from './requests.ts';

describe('wallet requests: lists and cancel', () => {
  const world = appPerTest();
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const openRequests = (isClosed?: boolean, api: ApiClient = demo) =>
    api.call('cashier.openRequests', { query: isClosed === undefined ? {} : { isClosed } });
  const requests = (query: QueryOf<'cashier.listRequests'>) =>
    demo.call('cashier.listRequests', { query });
  const cancel = (id: string) => demo.call('cashier.cancelRequest', { params: { id } });

  it('lists Pending requests by default and decided ones when closed, newest first', async () => {
    const open = await openRequests();
    expect(open.map((r) => [r.type, r.requestState])).toEqual([
      ['withdraw', 'Pending'],
      ['deposit', 'Pending'],
    ]);
    expect(open[1]?.imagesUrl[0]).toMatch(/^\/w\/api\/FileUploader\/files\/[0-9a-f]{32}\.png$/);
    const closed = await openRequests(true);
    expect(closed.length).toBe(7);
    expect(new Set(closed.map((r) => r.requestState))).toEqual(new Set(['Approved', 'Declined']));
    const dates = closed.map((r) => Date.parse(r.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(closed.filter((r) => r.isApproved).every((r) => r.authorizationNumber !== null)).toBe(
      true,
    );
  });

  it('filters the request list by type, state and start day', async () => {
    const all = await requests({});
    expect(all.length).toBe(9);
    expect((await requests({ type: 'deposit' })).every((r) => r.type === 'deposit')).toBe(true);
    expect((await requests({ state: 'Declined' })).map((r) => r.requestState)).toEqual([
      'Declined',
    ]);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const recent = await requests({ date: tenDaysAgo, type: 'withdraw' });
    expect(recent.map((r) => [r.requestState, r.amount])).toEqual([
      ['Pending', 120],
      ['Approved', 100],
    ]);
    // A state the contract does not know.
    const unknownState = await rawRequest(world.app, {
      url: '/w/api/cashier/withdraw/request?state=Open',
      token: demo.token,
    });
    expect(unknownState.statusCode).toBe(400);
  });

  it('cancels a Pending request, answering it Cancelled with its type, and drops it from lists', async () => {
    const request = await fileRequest(demo, withdrawal(world.state));
    const cancelled = await cancel(request.guid);
    expect(cancelled).toMatchObject({ guid: request.guid, type: 'withdraw', status: 'Cancelled' });
    expect((await openRequests()).map((r) => r.guid)).not.toContain(request.guid);
    expect((await requests({})).map((r) => r.guid)).not.toContain(request.guid);
    const again = await failureOf(cancel(request.guid));
    expect(again).toMatchObject({ status: 409, message: NO_LONGER_PENDING });
  });

  it('refuses to cancel an approved or declined request with 409', async () => {
    const approved = await fileRequest(demo, withdrawal(world.state));
    decideWalletRequest(world.state, approved.guid, 'approve');
    const refused = await failureOf(cancel(approved.guid));
    expect(refused).toMatchObject({ status: 409, message: ALREADY_APPROVED });
    const declined = (await requests({ state: 'Declined' }))[0];
    expect((await failureOf(cancel(declined?.guid ?? ''))).status).toBe(409);
  });

  it("answers 404 for another customer's request and for an unknown one", async () => {
    const newbie = await logIn(world.app, 'newbie');
    const theirs = (await openRequests(false, newbie))[0];
    expect(theirs?.requestState).toBe('Pending');
    expect((await failureOf(cancel(theirs?.guid ?? ''))).status).toBe(404);
    expect((await openRequests(false, newbie))[0]?.status).toBe('Active');
    expect((await failureOf(cancel('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await openRequests()).map((r) => r.guid)).not.toContain(theirs?.guid);
  });
});
