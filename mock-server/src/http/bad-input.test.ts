import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { failureOf, logIn, type CustomerClient } from '../testing/test-client.ts';
import { problemOf, rawRequest, type RawRequest } from '../testing/test-raw-request.ts';
import { upload } from '../testing/files-test-steps.ts';
import { JSON_BODY_LIMIT } from '../server.ts';

// Malformed input the typed client cannot send, so raw requests (test-raw-request.ts).
describe('bad input gets a 4xx problem naming the field, never a 500', () => {
  let app: FastifyInstance;
  let demo: CustomerClient;
  beforeAll(async () => {
    app = await createTestApp();
    demo = await logIn(app, 'demo');
  });
  afterAll(async () => {
    await app.close();
  });

  // One broken request per route family, with the field path the answer must name.
  const cases: [string, RawRequest, string][] = [
    [
      'auth',
      { method: 'POST', url: '/w/api/token', payload: { userName: 'demo' } },
      'body.password',
    ],
    ['account', { method: 'GET', url: '/w/api/account/figure?week=abc' }, 'query.week'],
    ['matchup', { method: 'GET', url: '/w/api/matchup?page=zero' }, 'query.page'],
    [
      'wager',
      { method: 'POST', url: '/w/api/wager', payload: { betSlipId: 'x', wagerAmount: 'ten' } },
      'body.wagerAmount',
    ],
    [
      'wager in fractions of a cent',
      { method: 'POST', url: '/w/api/wager', payload: { betSlipId: 'x', wagerAmount: 10.005 } },
      'body.wagerAmount',
    ],
    [
      'pick with a sub-cent if-bet amount',
      { method: 'POST', url: '/w/api/wager/item', payload: { offerId: 'x', ifWagerAmount: 0.001 } },
      'body.ifWagerAmount',
    ],
    ['ticket', { method: 'POST', url: '/w/api/ticket/OnlineCashOut?id=1' }, 'query.amount'],
    ['cashier', { method: 'GET', url: '/w/api/cashier/transactions' }, 'query.date'],
    ['quick game', { method: 'POST', url: '/w/api/QGame', payload: { MOSID: 2 } }, 'body.MOSID'],
    [
      'message',
      { method: 'POST', url: '/w/api/MessageBox/MarkAsRead', payload: {} },
      'body.MessageGuid',
    ],
  ];

  it.each(cases)('%s: 400 naming %s', async (_family, request, path) => {
    const response = await rawRequest(app, { ...request, token: demo.token });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const paths = (problemOf(response.json()).errors ?? []).map((e) => e.path);
    expect(paths).toContain(path);
  });

  it('files: 400 naming query.documentTypeId', async () => {
    // A number the query's type takes, but not one of the document types: the client can send it.
    const refused = await failureOf(
      upload(demo, { bytes: new Uint8Array([137, 80, 78, 71]), name: 'a.png', documentTypeId: 9 }),
    );
    expect(refused.status).toBe(400);
    expect((refused.problem.errors ?? []).map((e) => e.path)).toContain('query.documentTypeId');
  });

  it('malformed JSON is a 400 problem', async () => {
    const response = await rawRequest(app, {
      method: 'POST',
      url: '/w/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('an unknown route is a 404 problem', async () => {
    const response = await rawRequest(app, { url: '/w/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response.json()).status).toBe(404);
  });

  it('a wrong method is a 405 problem with Allow', async () => {
    const response = await rawRequest(app, {
      method: 'DELETE',
      url: '/w/api/account/standing',
      token: demo.token,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
  });

  it('an oversized body is a 413 problem', async () => {
    const response = await rawRequest(app, {
      method: 'POST',
      url: '/w/api/MessageBox/SendMessage',
      token: demo.token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'x'.repeat(JSON_BODY_LIMIT + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(problemOf(response.json()).status).toBe(413);
  });

  it('JSON sent to an upload is a 415 problem', async () => {
    const response = await rawRequest(app, {
      method: 'POST',
      url: '/w/api/FileUploader/SaveDocument?documentTypeId=4',
      token: demo.token,
      payload: { file: 'not a file' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('an unsupported content type is a 415 problem', async () => {
    const response = await rawRequest(app, {
      method: 'POST',
      url: '/w/api/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
