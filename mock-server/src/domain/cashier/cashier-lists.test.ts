import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { call, withdrawal } from './cashier-test-kit.ts';
import { decideWalletRequest } from './decide-request.ts';
import { ALREADY_APPROVED, NO_LONGER_PENDING } from './requests.ts';

describe('wallet requests: lists and cancel', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeEach(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo');
  });
  afterEach(async () => {
    await app.close();
  });

  const openRequests = async (isClosed?: boolean, token = demo) =>
    answer(
      'cashier.openRequests',
      await call(
        app,
        'GET',
        `/cashier/withdraw/request-open${isClosed === undefined ? '' : `?isClosed=${String(isClosed)}`}`,
        { token },
      ),
    );
  const requests = async (query: string) =>
    answer(
      'cashier.listRequests',
      await call(app, 'GET', `/cashier/withdraw/request${query}`, { token: demo }),
    );
  const cancel = (guid: string, token = demo) =>
    call(app, 'DELETE', `/cashier/withdraw/request/${guid}`, { token });
  const create = async (payload: Record<string, unknown>) =>
    answer(
      'cashier.createRequest',
      await call(app, 'POST', '/cashier/withdraw/request', { token: demo, payload }),
    );

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
    const all = await requests('');
    expect(all.length).toBe(9);
    expect((await requests('?type=deposit')).every((r) => r.type === 'deposit')).toBe(true);
    expect((await requests('?state=Declined')).map((r) => r.requestState)).toEqual(['Declined']);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const recent = await requests(`?date=${tenDaysAgo}&type=withdraw`);
    expect(recent.map((r) => [r.requestState, r.amount])).toEqual([
      ['Pending', 120],
      ['Approved', 100],
    ]);
    expect(
      (await call(app, 'GET', '/cashier/withdraw/request?state=Open', { token: demo })).statusCode,
    ).toBe(400);
  });

  it('cancels a Pending request, answering it Cancelled with its type, and drops it from lists', async () => {
    const request = await create(withdrawal(app));
    const cancelled = answer('cashier.cancelRequest', await cancel(request.guid));
    expect(cancelled).toMatchObject({ guid: request.guid, type: 'withdraw', status: 'Cancelled' });
    expect((await openRequests()).map((r) => r.guid)).not.toContain(request.guid);
    expect((await requests('')).map((r) => r.guid)).not.toContain(request.guid);
    const again = await cancel(request.guid);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).message).toBe(NO_LONGER_PENDING);
  });

  it('refuses to cancel an approved or declined request with 409', async () => {
    const approved = await create(withdrawal(app));
    decideWalletRequest(app.mockState, approved.guid, 'approve');
    const response = await cancel(approved.guid);
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).message).toBe(ALREADY_APPROVED);
    const declined = (await requests('?state=Declined'))[0];
    expect((await cancel(declined?.guid ?? '')).statusCode).toBe(409);
  });

  it("answers 404 for another customer's request and for an unknown one", async () => {
    const newbie = await login(app, 'newbie');
    const theirs = (await openRequests(false, newbie))[0];
    expect(theirs?.requestState).toBe('Pending');
    const response = await cancel(theirs?.guid ?? '');
    expect(response.statusCode).toBe(404);
    expect((await openRequests(false, newbie))[0]?.status).toBe('Active');
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await openRequests()).map((r) => r.guid)).not.toContain(theirs?.guid);
  });
});
