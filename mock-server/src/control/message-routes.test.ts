import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app.ts';
import { logIn } from '../testing/test-client.ts';
import { rawRequest } from '../testing/test-raw-request.ts';

describe('POST /__mock/messages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const deliver = (payload: object) =>
    rawRequest(app, { method: 'POST', url: '/__mock/messages', payload });

  it('delivers a message from support that the recipient reads as unread, and pushes it', async () => {
    const demo = await logIn(app, 'demo');
    const before = await demo.call('message.unread', {});
    const pushed: string[] = [];
    const off = app.mockState.on('message', (userName, text) => {
      if (userName === 'demo') pushed.push(text);
    });
    const answer = await deliver({
      to: 'demo',
      subject: 'Odds boost tonight',
      body: 'Hi',
      priority: 'H',
    });
    off();
    expect(answer.statusCode).toBe(200);
    const { messageGuid } = answer.json<{ messageGuid: string }>();

    const message = await demo.call('message.get', { body: { MessageGuid: messageGuid } });
    expect(message).toMatchObject({
      subject: 'Odds boost tonight',
      priorityId: 'H',
      isRead: false,
    });
    expect(message.senderName).toBe('Customer Support');
    const after = await demo.call('message.unread', {});
    expect(after.totalUnread).toBe(before.totalUnread + 1);
    expect(after.highPriorityUnread).toBe(before.highPriorityUnread + 1);
    expect(pushed).toEqual(['New message from Customer Support: Odds boost tonight']);
  });

  it('refuses an unknown user and a malformed request', async () => {
    expect((await deliver({ to: 'nobody', subject: 's', body: 'b' })).statusCode).toBe(404);
    expect((await deliver({ to: 'demo', subject: 1, body: 'b' })).statusCode).toBe(400);
  });
});
