import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS, STAFF } from '../../db/personas.ts';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type CustomerClient } from '../../testing/test-client.ts';
import { ALL_NOT_ALLOWED, SEND_AS_OTHER, UNKNOWN_MESSAGE_TYPE, UNKNOWN_RECIPIENT } from './send.ts';
import { get, list, markRead, send, unread } from '../../testing/messages-test-steps.ts';

const world = appPerTest();
let demo: CustomerClient;
let pushes: [userName: string, text: string][];
const demoId = PERSONAS.demo.userId;

beforeEach(async () => {
  demo = await logIn(world.app, 'demo');
  pushes = [];
  world.state.on('message', (userName, text) => pushes.push([userName, text]));
});

/** Stores a file as if SaveDocument had received it. */
function uploaded(fileName: string, userId: number, documentTypeId: number) {
  world.state.files.set(fileName, new Uint8Array([137, 80, 78, 71]));
  world.state.db.document.create({
    fileName,
    userId,
    documentTypeId,
    contentType: 'image/png',
    originalName: 'photo.png',
    size: 4,
    referenceId: null,
    referenceType: null,
    createdAt: new Date().toISOString(),
  });
}

describe('sending a message', () => {
  it('stores it with a fresh guid, shows it as sent and pushes ReceiveMessage to the recipient', async () => {
    const sent = await send(demo, {
      senderId: demoId,
      recipientId: STAFF.support.userId,
      priorityId: 'H',
      subject: 'Limits',
    });
    expect(sent).toMatchObject({
      senderId: demoId,
      recipientId: STAFF.support.userId,
      senderName: 'Dana Morales',
      recipientName: 'Customer Support',
      subject: 'Limits',
      priorityId: 'H',
      isRead: false,
      parentMessageBoxId: null,
      hasAttachment: false,
    });
    expect(sent.messageGuid).not.toMatch(/^0{8}/);
    expect((await list(demo, { isReceived: false }))[0]).toEqual(sent);
    expect(pushes).toEqual([['support', 'New message from Dana Morales: Limits']]);
  });

  it('stores a reply under the original guid with its RE: subject', async () => {
    const [original] = await list(demo);
    if (!original) throw new Error('demo has no message');
    const reply = await send(demo, {
      senderId: demoId,
      recipientId: original.senderId,
      subject: `RE: ${original.subject}`,
      body: 'Thanks!',
      parentMessageBoxId: original.messageGuid,
    });
    expect(reply.parentMessageBoxId).toBe(original.messageGuid);
    expect(reply.subject).toBe(`RE: ${original.subject}`);
    expect(reply.messageBoxId).not.toBe(original.messageBoxId);
  });

  it('lets a customer write to themselves, and then read it counts for them', async () => {
    const before = await unread(demo);
    const own = await send(demo, { senderId: demoId, recipientId: demoId });
    expect((await unread(demo)).totalUnread).toBe(before.totalUnread + 1);
    await markRead(demo, own.messageGuid);
    expect(await unread(demo)).toEqual(before);
  });

  it('attaches a file the caller uploaded as a fetchable link', async () => {
    uploaded('a1b2c3.png', demoId, 5);
    const sent = await send(demo, {
      senderId: demoId,
      recipientId: STAFF.agent.userId,
      attachmentName: 'ticket.png',
      attachmentLink: 'a1b2c3.png',
    });
    expect(sent).toMatchObject({
      hasAttachment: true,
      attachmentName: 'ticket.png',
      attachmentLink: '/w/api/FileUploader/files/a1b2c3.png',
    });
  });

  it.each([
    ['an unknown file', 'nope.png', () => undefined],
    [
      "another customer's file",
      'theirs.png',
      () => {
        uploaded('theirs.png', PERSONAS.basic.userId, 5);
      },
    ],
    [
      'a deposit proof',
      'proof.png',
      () => {
        uploaded('proof.png', demoId, 4);
      },
    ],
  ])('is a 404 for %s', async (_what, fileName, setUp) => {
    setUp();
    const refused = await failureOf(
      send(demo, { senderId: demoId, recipientId: STAFF.agent.userId, attachmentLink: fileName }),
    );
    expect(refused.status).toBe(404);
    expect(pushes).toEqual([]);
  });

  it('is a 403 when senderId is not the caller', async () => {
    const refused = await failureOf(
      send(demo, { senderId: PERSONAS.basic.userId, recipientId: STAFF.support.userId }),
    );
    expect(refused).toMatchObject({ status: 403, message: SEND_AS_OTHER });
  });

  it('is a 400 for an unknown recipient or type', async () => {
    const recipient = await failureOf(send(demo, { senderId: demoId, recipientId: 777 }));
    expect([recipient.status, recipient.message]).toEqual([400, UNKNOWN_RECIPIENT]);
    const type = await failureOf(
      send(demo, { senderId: demoId, recipientId: STAFF.support.userId, messageTypeId: 9 }),
    );
    expect([type.status, type.message]).toEqual([400, UNKNOWN_MESSAGE_TYPE]);
  });

  it('is a 404 for a parent message that is unknown or between other users', async () => {
    const basic = await logIn(world.app, 'basic');
    const [theirs] = await list(basic);
    if (!theirs) throw new Error('basic has no message');
    for (const parent of [theirs.messageGuid, '3f2504e0-4f89-41d3-9a0c-0305e82c3301']) {
      const refused = await failureOf(
        send(demo, {
          senderId: demoId,
          recipientId: STAFF.support.userId,
          parentMessageBoxId: parent,
        }),
      );
      expect(refused.status).toBe(404);
    }
  });
});

describe('who a customer may write to (issue 14, defect 6)', () => {
  it('refuses another customer by id, like an unknown id, and never names them', async () => {
    for (const recipientId of [PERSONAS.basic.userId, PERSONAS.newbie.userId, 777]) {
      const refused = await failureOf(send(demo, { senderId: demoId, recipientId }));
      expect([refused.status, refused.message]).toEqual([400, UNKNOWN_RECIPIENT]);
      const customer = world.state.db.user.findFirst({
        where: { userId: { equals: recipientId } },
      });
      if (customer) expect(JSON.stringify(refused)).not.toContain(customer.lastName);
    }
    expect(pushes).toEqual([]);
    const basicClient = await logIn(world.app, 'basic');
    expect((await list(basicClient)).some((m) => m.senderId === demoId)).toBe(false);
  });

  it('takes exactly the recipients GetMessageUsers offers for the type', async () => {
    for (const messagetype of [1, 2, 3]) {
      const offered = await demo.call('message.users', { query: { messagetype } });
      expect(offered.map((user) => user.userId)).toEqual([
        STAFF.support.userId,
        STAFF.agent.userId,
      ]);
      for (const { userId } of offered) {
        const sent = await send(demo, {
          senderId: demoId,
          recipientId: userId,
          messageTypeId: messagetype,
        });
        expect(sent.recipientId).toBe(userId);
      }
    }
  });
});

describe('sending to All', () => {
  it('is refused for a type without allowMassive', async () => {
    const refused = await failureOf(
      send(demo, { senderId: demoId, recipientId: -999, messageTypeId: 1 }),
    );
    expect(refused).toMatchObject({ status: 400, message: ALL_NOT_ALLOWED });
    expect(pushes).toEqual([]);
  });

  it('reaches every recipient the type offers (the staff), no customer, even at High priority', async () => {
    const basic = await logIn(world.app, 'basic');
    const basicBefore = await unread(basic);
    const sent = await send(demo, {
      senderId: demoId,
      recipientId: -999,
      messageTypeId: 3,
      priorityId: 'H',
      subject: 'Party',
    });
    expect(sent).toMatchObject({ recipientId: -999, recipientName: 'All', priorityId: 'H' });
    expect(pushes.map(([userName]) => userName).sort()).toEqual(['agent7', 'support']);
    expect(await unread(basic)).toEqual(basicBefore);
    expect((await failureOf(get(basic, sent.messageGuid))).status).toBe(404);
    const sentTab = (await list(demo, { isReceived: false })).filter((m) => m.subject === 'Party');
    expect(sentTab.map((m) => m.recipientName)).toEqual(['All']);
  });

  it('gives each recipient their own copy under the shared guid', async () => {
    uploaded('c0ffee.png', demoId, 5);
    const sent = await send(demo, {
      senderId: demoId,
      recipientId: -999,
      messageTypeId: 3,
      attachmentLink: 'c0ffee.png',
    });
    const copies = world.state.db.message.findMany({
      where: { messageGuid: { equals: sent.messageGuid } },
    });
    expect(copies.map((copy) => copy.recipientId).sort((a, b) => a - b)).toEqual([
      -999,
      STAFF.support.userId,
      STAFF.agent.userId,
    ]);
    expect(copies.every((copy) => copy.attachmentLink === 'c0ffee.png')).toBe(true);
    expect((await get(demo, sent.messageGuid)).recipientId).toBe(-999);
  });
});
