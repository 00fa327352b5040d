import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';

describe('POST /__mock/text', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const rewrite = (payload: object) =>
    rawRequest(app, { method: 'POST', url: '/__mock/text', payload });

  it('hands the values out over the records in turn, and the API answers them as text', async () => {
    const hostile = ['<img src=x onerror=alert(1)>', '"><script>window.__xss=1</script>'];
    const answer = await rewrite({ model: 'lottery', field: 'lottGroupName', values: hostile });
    expect(answer.statusCode).toBe(200);
    const { changed } = answer.json<{ changed: number }>();
    expect(changed).toBeGreaterThan(2);

    const demo = await logIn(app, 'demo');
    const lotteries = await demo.call('quickGame.lotteries', { body: {} });
    expect(lotteries).toHaveLength(changed);
    expect(lotteries.map((lottery) => lottery.lottGroupName)).toEqual(
      lotteries.map((_, index) => hostile[index % hostile.length]),
    );
  });

  it('goes over the ~13k offers in one pass', async () => {
    const answer = await rewrite({ model: 'offer', field: 'teamName', values: ['<b>a</b>', 'b'] });
    expect(answer.statusCode).toBe(200);
    const offers = app.mockState.db.offer.getAll();
    expect(answer.json<{ changed: number }>().changed).toBe(offers.length);
    expect(offers.slice(0, 4).map((offer) => offer.teamName)).toEqual([
      '<b>a</b>',
      'b',
      '<b>a</b>',
      'b',
    ]);
  });

  it('refuses an unknown model, a field that is not a text field, and no values (400 with paths)', async () => {
    const unknownModel = await rewrite({ model: 'session', field: 'token', values: ['x'] });
    expect(unknownModel.statusCode).toBe(400);
    expect(problemOf(unknownModel.json()).errors?.[0]?.path).toBe('body.model');

    const notText = await rewrite({ model: 'user', field: 'password', values: ['x'] });
    expect(notText.statusCode).toBe(400);
    expect(problemOf(notText.json()).errors?.[0]?.path).toBe('body.field');

    const noValues = await rewrite({ model: 'bonus', field: 'bonusName', values: [] });
    expect(noValues.statusCode).toBe(400);
    expect(problemOf(noValues.json()).errors?.[0]?.path).toBe('body.values');
  });
});
