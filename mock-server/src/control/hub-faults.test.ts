import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { rawRequest } from '../testing/test-raw-request.ts';
import { pushWithFaults } from './hub-faults.ts';

describe('pushWithFaults', () => {
  it('pushes every copy at once without a delay', () => {
    const send = vi.fn(() => 2);
    expect(pushWithFaults({ copies: 3 }, send)).toEqual({ delivered: 6 });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('pushes the copies only once the delay is over', () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(() => 1);
      expect(pushWithFaults({ delayMs: 500, copies: 2 }, send)).toEqual({
        scheduled: 2,
        delayMs: 500,
      });
      vi.advanceTimersByTime(499);
      expect(send).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a delayed push whose world was reset meanwhile', () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(() => 1);
      let current = true;
      pushWithFaults({ delayMs: 500 }, send, () => current);
      current = false;
      vi.advanceTimersByTime(500);
      expect(send).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('hub faults through the control API', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = (await logIn(app, 'demo')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const negotiate = () =>
    app.inject({
      method: 'POST',
      url: '/w/api/notification/negotiate?negotiateVersion=1&account=demo',
      headers: { authorization: `Bearer ${token}` },
    });
  const scenario = (payload: object) =>
    rawRequest(app, { method: 'PATCH', url: '/__mock/scenario', payload });

  it('refuses every negotiate with a 503 or a 401 while the scenario says so, then accepts again', async () => {
    expect((await negotiate()).statusCode).toBe(200);

    expect((await scenario({ hubNegotiate: 'refuse' })).statusCode).toBe(200);
    const refused = await negotiate();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);

    await scenario({ hubNegotiate: 'unauthorized' });
    const unauthorized = await negotiate();
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['www-authenticate']).toBe('Bearer');

    await scenario({ hubNegotiate: 'accept' });
    expect((await negotiate()).statusCode).toBe(200);

    await scenario({ hubNegotiate: 'refuse' });
    await rawRequest(app, { method: 'POST', url: '/__mock/reset' });
    const reset = await rawRequest(app, { method: 'GET', url: '/__mock/scenario' });
    expect(reset.json()).toMatchObject({ hubNegotiate: 'accept' });
  });

  it('refuses an unknown mode and out-of-range push faults (400 with the field path)', async () => {
    const mode = await scenario({ hubNegotiate: 'sometimes' });
    expect(mode.statusCode).toBe(400);
    expect(mode.body).toContain('body.hubNegotiate');

    const copies = await rawRequest(app, {
      method: 'POST',
      url: '/__mock/hub/push',
      payload: { event: 'UserBalanceUpdate', payload: 1, copies: 11 },
    });
    expect(copies.statusCode).toBe(400);
    expect(copies.body).toContain('body.copies');
  });

  it('answers a delayed push with what it scheduled', async () => {
    const answer = await rawRequest(app, {
      method: 'POST',
      url: '/__mock/hub/push',
      payload: { event: 'ReceiveMessage', payload: 'Later', userName: 'demo', delayMs: 10 },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ scheduled: 1, delayMs: 10 });
  });
});
