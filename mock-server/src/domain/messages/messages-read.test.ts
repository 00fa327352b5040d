import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF } from '../../db/personas.ts';
import { answer, bearer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { messageCalls } from './test-helpers.ts';

let app: FastifyInstance;
let demo: string;
let calls: ReturnType<typeof messageCalls>;

beforeEach(async () => {
  app = await createTestApp();
  demo = await login(app, 'demo');
  calls = messageCalls(app);
});
afterEach(async () => {
  await app.close();
});

describe('unread summary', () => {
  it('counts the unread messages demo received, exactly one of them High', async () => {
    const summary = await calls.unread(demo);
    expect(summary.totalUnread).toBeGreaterThanOrEqual(3);
    expect(summary.highPriorityUnread).toBe(1);
  });

  it('drops after MarkAsRead, and marking twice is harmless', async () => {
    const before = await calls.unread(demo);
    const [high] = await calls
      .list(demo, { includeread: false })
      .then((list) => list.filter((m) => m.priorityId === 'H'));
    if (!high) throw new Error('no unread High message seeded');
    expect(answer('message.markRead', await calls.markRead(demo, high.messageGuid))).toEqual({
      success: true,
    });
    expect(await calls.unread(demo)).toEqual({
      totalUnread: before.totalUnread - 1,
      highPriorityUnread: 0,
    });
    await calls.markRead(demo, high.messageGuid);
    expect((await calls.unread(demo)).totalUnread).toBe(before.totalUnread - 1);
  });
});

describe('message list', () => {
  it('lists the inbox newest first, unread only unless includeread', async () => {
    const all = await calls.list(demo);
    const unread = await calls.list(demo, { includeread: false });
    expect(all.every((m) => m.recipientName === 'Dana Morales')).toBe(true);
    expect(unread.every((m) => !m.isRead)).toBe(true);
    expect(unread.length).toBe((await calls.unread(demo)).totalUnread);
    expect(all.length).toBeGreaterThan(unread.length);
    const dates = all.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists what demo sent on the sent tab, including the reply thread', async () => {
    const sent = await calls.list(demo, { isReceived: false });
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.every((m) => m.senderName === 'Dana Morales')).toBe(true);
    const question = sent.find((m) => m.subject === 'Question about withdrawals');
    const replies = (await calls.list(demo)).filter(
      (m) => m.parentMessageBoxId === question?.messageGuid,
    );
    expect(replies.map((m) => m.subject)).toEqual(['RE: Question about withdrawals']);
  });

  it('filters by type and by text in subject, body or the other party name', async () => {
    const announcements = await calls.list(demo, { messagetypeid: 3 });
    expect(announcements.length).toBeGreaterThan(0);
    expect(announcements.every((m) => m.messageTypeId === 3)).toBe(true);
    const byName = await calls.list(demo, { texttofind: 'agent seven' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((m) => m.senderId === STAFF.agent.userId)).toBe(true);
    const byBody = await calls.list(demo, { texttofind: 'PARLAY' });
    expect(byBody.map((m) => m.subject)).toEqual(['Weekend promotion']);
    expect(await calls.list(demo, { texttofind: 'no such words anywhere' })).toEqual([]);
  });

  it('gives the other personas their own few messages', async () => {
    for (const persona of ['newbie', 'basic']) {
      const list = await calls.list(await login(app, persona));
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('reading one message', () => {
  it('answers a message demo received, without marking it read', async () => {
    const [first] = await calls.list(demo, { includeread: false });
    if (!first) throw new Error('no unread message seeded');
    expect(answer('message.get', await calls.get(demo, first.messageGuid))).toEqual(first);
    expect((await calls.list(demo, { includeread: false }))[0]?.isRead).toBe(false);
  });

  it("is a 404 for another customer's message and for an unknown guid", async () => {
    const basic = await login(app, 'basic');
    const [theirs] = await calls.list(basic);
    if (!theirs) throw new Error('basic has no message');
    const response = await calls.get(demo, theirs.messageGuid);
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).message).toBe('Message not found');
    expect((await calls.get(demo, '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).statusCode).toBe(404);
    expect((await calls.markRead(demo, theirs.messageGuid)).statusCode).toBe(404);
    expect(
      (await calls.list(basic)).find((m) => m.messageGuid === theirs.messageGuid)?.isRead,
    ).toBe(theirs.isRead);
  });

  it('serves the seeded image attachment as a real PNG', async () => {
    const withImage = (await calls.list(demo)).find((m) => m.hasAttachment);
    if (!withImage?.attachmentLink) throw new Error('no attachment seeded');
    expect(withImage.attachmentName).toMatch(/\.png$/);
    const file = await app.inject({ method: 'GET', url: withImage.attachmentLink });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    expect([...file.rawPayload.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe(
      'PNG',
    );
  });
});

describe('marking read', () => {
  it('leaves a message the caller only sent as it is', async () => {
    const unreadSent = (await calls.list(demo, { isReceived: false, includeread: false }))[0];
    if (!unreadSent) throw new Error('no unread sent message seeded');
    expect(answer('message.markRead', await calls.markRead(demo, unreadSent.messageGuid))).toEqual({
      success: true,
    });
    const again = answer('message.get', await calls.get(demo, unreadSent.messageGuid));
    expect(again.isRead).toBe(false);
  });
});

describe('message types and recipients', () => {
  it('lists the types, one of them allowing All', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/w/api/MessageBox/GetMessageType',
      headers: bearer(demo),
    });
    const types = answer('message.types', response);
    expect(types.map((t) => t.messageTypeName)).toEqual(['General', 'Support', 'Announcement']);
    expect(types.filter((t) => t.allowMassive).map((t) => t.messageTypeId)).toEqual([3]);
  });

  it('offers the staff as recipients, never the All pseudo-user', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/w/api/MessageBox/GetMessageUsers?messagetype=3',
      headers: bearer(demo),
    });
    expect(answer('message.users', response)).toEqual([
      { userId: STAFF.support.userId, userName: 'support', firstName: 'Customer Support' },
      { userId: STAFF.agent.userId, userName: 'agent7', firstName: 'Agent Seven' },
    ]);
  });

  it('is a 404 for an unknown type', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/w/api/MessageBox/GetMessageUsers?messagetype=42',
      headers: bearer(demo),
    });
    expect(response.statusCode).toBe(404);
  });
});
