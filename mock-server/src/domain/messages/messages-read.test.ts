import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF } from '../../db/personas.ts';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, fetchLink, logIn, type CustomerClient } from '../../testing/test-client.ts';
import { get, list, markRead, unread } from '../../testing/messages-test-steps.ts';

const world = appPerTest();
let demo: CustomerClient;

beforeEach(async () => {
  demo = await logIn(world.app, 'demo');
});

describe('unread summary', () => {
  it('counts the unread messages demo received, exactly one of them High', async () => {
    const summary = await unread(demo);
    expect(summary.totalUnread).toBeGreaterThanOrEqual(3);
    expect(summary.highPriorityUnread).toBe(1);
  });

  it('drops after MarkAsRead, and marking twice is harmless', async () => {
    const before = await unread(demo);
    const [high] = await list(demo, { includeread: false }).then((messages) =>
      messages.filter((m) => m.priorityId === 'H'),
    );
    if (!high) throw new Error('no unread High message seeded');
    expect(await markRead(demo, high.messageGuid)).toEqual({
      success: true,
    });
    expect(await unread(demo)).toEqual({
      totalUnread: before.totalUnread - 1,
      highPriorityUnread: 0,
    });
    await markRead(demo, high.messageGuid);
    expect((await unread(demo)).totalUnread).toBe(before.totalUnread - 1);
  });
});

describe('message list', () => {
  it('lists the inbox newest first, unread only unless includeread', async () => {
    const all = await list(demo);
    const unreadOnly = await list(demo, { includeread: false });
    expect(all.every((m) => m.recipientName === 'Dana Morales')).toBe(true);
    expect(unreadOnly.every((m) => !m.isRead)).toBe(true);
    expect(unreadOnly.length).toBe((await unread(demo)).totalUnread);
    expect(all.length).toBeGreaterThan(unreadOnly.length);
    const dates = all.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists what demo sent on the sent tab, including the reply thread', async () => {
    const sent = await list(demo, { isReceived: false });
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.every((m) => m.senderName === 'Dana Morales')).toBe(true);
    const question = sent.find((m) => m.subject === 'Question about withdrawals');
    const replies = (await list(demo)).filter(
      (m) => m.parentMessageBoxId === question?.messageGuid,
    );
    expect(replies.map((m) => m.subject)).toEqual(['RE: Question about withdrawals']);
  });

  it('filters by type and by text in subject, body or the other party name', async () => {
    const announcements = await list(demo, { messagetypeid: 3 });
    expect(announcements.length).toBeGreaterThan(0);
    expect(announcements.every((m) => m.messageTypeId === 3)).toBe(true);
    const byName = await list(demo, { texttofind: 'agent seven' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((m) => m.senderId === STAFF.agent.userId)).toBe(true);
    const byBody = await list(demo, { texttofind: 'PARLAY' });
    expect(byBody.map((m) => m.subject)).toEqual(['Weekend promotion']);
    expect(await list(demo, { texttofind: 'no such words anywhere' })).toEqual([]);
  });

  it('gives the other personas their own few messages', async () => {
    for (const persona of ['newbie', 'basic'] as const) {
      const messages = await list(await logIn(world.app, persona));
      expect(messages.length).toBeGreaterThanOrEqual(1);
      expect(messages.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('reading one message', () => {
  it('answers a message demo received, without marking it read', async () => {
    const [first] = await list(demo, { includeread: false });
    if (!first) throw new Error('no unread message seeded');
    expect(await get(demo, first.messageGuid)).toEqual(first);
    expect((await list(demo, { includeread: false }))[0]?.isRead).toBe(false);
  });

  it("is a 404 for another customer's message and for an unknown guid", async () => {
    const basic = await logIn(world.app, 'basic');
    const [theirs] = await list(basic);
    if (!theirs) throw new Error('basic has no message');
    const refused = await failureOf(get(demo, theirs.messageGuid));
    expect(refused).toMatchObject({ status: 404, message: 'Message not found' });
    expect((await failureOf(get(demo, '3f2504e0-4f89-41d3-9a0c-0305e82c3301'))).status).toBe(404);
    expect((await failureOf(markRead(demo, theirs.messageGuid))).status).toBe(404);
    expect((await list(basic)).find((m) => m.messageGuid === theirs.messageGuid)?.isRead).toBe(
      theirs.isRead,
    );
  });

  it('serves the seeded image attachment as a real PNG', async () => {
    const withImage = (await list(demo)).find((m) => m.hasAttachment);
    if (!withImage?.attachmentLink) throw new Error('no attachment seeded');
    expect(withImage.attachmentName).toMatch(/\.png$/);
    const file = await fetchLink(world.app, withImage.attachmentLink);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/png');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });
});

describe('marking read', () => {
  it('leaves a message the caller only sent as it is', async () => {
    const unreadSent = (await list(demo, { isReceived: false, includeread: false }))[0];
    if (!unreadSent) throw new Error('no unread sent message seeded');
    expect(await markRead(demo, unreadSent.messageGuid)).toEqual({
      success: true,
    });
    const again = await get(demo, unreadSent.messageGuid);
    expect(again.isRead).toBe(false);
  });
});

describe('message types and recipients', () => {
  it('lists the types, one of them allowing All', async () => {
    const types = await demo.call('message.types');
    expect(types.map((t) => t.messageTypeName)).toEqual(['General', 'Support', 'Announcement']);
    expect(types.filter((t) => t.allowMassive).map((t) => t.messageTypeId)).toEqual([3]);
  });

  it('offers the staff as recipients, never the All pseudo-user', async () => {
    expect(await demo.call('message.users', { query: { messagetype: 3 } })).toEqual([
      { userId: STAFF.support.userId, userName: 'support', firstName: 'Customer Support' },
      { userId: STAFF.agent.userId, userName: 'agent7', firstName: 'Agent Seven' },
    ]);
  });

  it('is a 404 for an unknown type', async () => {
    const refused = await failureOf(demo.call('message.users', { query: { messagetype: 42 } }));
    expect(refused.status).toBe(404);
  });
});
