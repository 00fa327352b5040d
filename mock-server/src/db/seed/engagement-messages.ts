import type { Priority } from '@sportsbook/contracts/schemas/message';
import { MESSAGE_ATTACHMENT_DOCUMENT_TYPE_ID } from '@sportsbook/contracts/rules/constants';
import type { UserRecord } from '../../domain/handler.ts';
import { storeDocument } from '../../domain/files/documents.ts';
import { randomHex } from '../../domain/files/random-ids.ts';
import { storeMessage } from '../../domain/messages/records.ts';
import { PERSONAS, STAFF } from '../personas.ts';
import type { Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { daysFromNow } from '../dates.ts';

const MESSAGE_TYPES = [
  { messageTypeId: 1, messageTypeName: 'General', allowMassive: false },
  { messageTypeId: 2, messageTypeName: 'Support', allowMassive: false },
  { messageTypeId: 3, messageTypeName: 'Announcement', allowMassive: true },
];

// A real 16×16 PNG (a yellow square on green), so the message detail shows an inline image.
// Decoded with atob: the seed also runs in the browser behind MSW.
const PROMO_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHklEQVR42mMQqbAhCTEMcg2/TmhgRaMa6KthiKYlAHX/EJD4eyhsAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);

interface SeedMessage {
  from: number;
  to: number;
  daysAgo: number;
  hour: number;
  type: number;
  priority: Priority;
  subject: string;
  body: string;
  isRead: boolean;
  withImage?: boolean;
  /** Index (in this list) of the message this one replies to. */
  replyTo?: number;
}

const demo = PERSONAS.demo.userId;
const support = STAFF.support.userId;
const agent = STAFF.agent.userId;

// demo: 4 unread received (exactly one High), 3 read, 2 sent, one reply thread, one image.
const DEMO_MESSAGES: SeedMessage[] = [
  {
    from: support,
    to: demo,
    daysAgo: 20,
    hour: 9,
    type: 1,
    priority: 'N',
    subject: 'Welcome to the sportsbook',
    body: 'Your account is ready. Good luck with your bets!',
    isRead: true,
  },
  {
    from: support,
    to: demo,
    daysAgo: 5,
    hour: 10,
    type: 2,
    priority: 'M',
    subject: 'Your deposit was approved',
    body: 'The deposit you reported has been approved and added to your balance.',
    isRead: true,
  },
  {
    from: demo,
    to: support,
    daysAgo: 6,
    hour: 15,
    type: 2,
    priority: 'N',
    subject: 'Question about withdrawals',
    body: 'How long does a withdrawal at a branch take?',
    isRead: true,
  },
  {
    from: support,
    to: demo,
    daysAgo: 6,
    hour: 17,
    type: 2,
    priority: 'N',
    subject: 'RE: Question about withdrawals',
    body: 'Withdrawals at a branch are ready the same day. Use your account PIN.',
    isRead: true,
    replyTo: 2,
  },
  {
    from: support,
    to: demo,
    daysAgo: 1,
    hour: 8,
    type: 2,
    priority: 'H',
    subject: 'Security notice: confirm your details',
    body: 'Please review your contact details in My Account before your next withdrawal.',
    isRead: false,
  },
  {
    from: agent,
    to: demo,
    daysAgo: 2,
    hour: 12,
    type: 3,
    priority: 'N',
    subject: 'Weekend promotion',
    body: 'This weekend every parlay of 4 teams or more pays a 10% bonus. See the flyer attached.',
    isRead: false,
    withImage: true,
  },
  {
    from: agent,
    to: demo,
    daysAgo: 3,
    hour: 16,
    type: 1,
    priority: 'M',
    subject: 'Updated betting limits',
    body: 'Your maximum wager has been raised to 5,000.00.',
    isRead: false,
  },
  {
    from: support,
    to: demo,
    daysAgo: 4,
    hour: 11,
    type: 1,
    priority: 'N',
    subject: 'Responsible gaming reminder',
    body: 'Set yourself limits and take breaks. Contact us if you need help.',
    isRead: false,
  },
  {
    from: demo,
    to: agent,
    daysAgo: 2,
    hour: 19,
    type: 1,
    priority: 'N',
    subject: 'Bonus question',
    body: 'Does the weekend promotion apply to teasers?',
    isRead: false,
  },
];

const OTHER_MESSAGES: SeedMessage[] = [
  {
    from: support,
    to: PERSONAS.newbie.userId,
    daysAgo: 1,
    hour: 9,
    type: 1,
    priority: 'N',
    subject: 'Welcome to the sportsbook',
    body: 'Please accept the terms to start betting.',
    isRead: false,
  },
  {
    from: support,
    to: PERSONAS.locked.userId,
    daysAgo: 2,
    hour: 9,
    type: 2,
    priority: 'M',
    subject: 'Password change required',
    body: 'For your security, choose a new password at your next login.',
    isRead: false,
  },
  {
    from: support,
    to: PERSONAS.basic.userId,
    daysAgo: 30,
    hour: 9,
    type: 1,
    priority: 'N',
    subject: 'Welcome to the sportsbook',
    body: 'Your account is ready.',
    isRead: true,
  },
  {
    from: agent,
    to: PERSONAS.basic.userId,
    daysAgo: 3,
    hour: 14,
    type: 1,
    priority: 'N',
    subject: 'New leagues available',
    body: 'Basketball leagues are open for betting again.',
    isRead: false,
  },
];

function userOf(state: MockState, userId: number): UserRecord {
  const user = state.db.user.findFirst({ where: { userId: { equals: userId } } });
  if (!user) throw new Error(`seed: no user ${userId}`);
  return user;
}

// Seeded names differ in shape from uploads' (32 hex digits), so a runtime upload never takes one.
const attachmentName = (random: Random) => `promo-${randomHex(random, 24)}.png`;

function seedList(state: MockState, random: Random, list: readonly SeedMessage[]): void {
  const guids: string[] = [];
  for (const seed of list) {
    const sender = userOf(state, seed.from);
    const createdDate = daysFromNow(state, -seed.daysAgo, seed.hour, 30);
    const attachment = seed.withImage
      ? { name: 'weekend-promotion.png', fileName: attachmentName(random) }
      : null;
    const record = storeMessage(state, random, {
      messageTypeId: seed.type,
      priorityId: seed.priority,
      sender,
      recipient: userOf(state, seed.to),
      subject: seed.subject,
      body: seed.body,
      parentMessageBoxId: seed.replyTo === undefined ? null : (guids[seed.replyTo] ?? null),
      isRead: seed.isRead,
      attachment,
      createdDate,
    });
    guids.push(record.messageGuid);
    // The image is the sender's upload (documentTypeId 5), linked to the message it went with.
    if (attachment) {
      storeDocument(state, {
        userId: sender.userId,
        fileName: attachment.fileName,
        bytes: PROMO_PNG.slice(),
        contentType: 'image/png',
        documentTypeId: MESSAGE_ATTACHMENT_DOCUMENT_TYPE_ID,
        originalName: attachment.name,
        createdAt: createdDate,
        reference: { id: record.messageGuid, type: 'Message' },
      });
    }
  }
}

export function seedMessages(state: MockState, random: Random): void {
  for (const type of MESSAGE_TYPES) state.db.messageType.create({ ...type });
  seedList(state, random, DEMO_MESSAGES);
  seedList(state, random, OTHER_MESSAGES);
}
