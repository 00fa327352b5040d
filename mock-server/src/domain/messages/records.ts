import {
  ALL_RECIPIENTS_USER_ID,
  type Message,
  type Priority,
} from '@sportsbook/contracts/schemas/message';
import type { Db } from '../../db/models.ts';
import type { MockState } from '../../db/state.ts';
import type { Random } from '../../db/random.ts';
import { fileLinkOf } from '../files/file-link.ts';
import { randomGuid } from '../files/random-ids.ts';
import type { UserRecord } from '../handler.ts';

export type MessageRecord = NonNullable<ReturnType<Db['message']['findFirst']>>;

/** Name shown as senderName / recipientName: the person's full name, else the user name. */
export function displayName(user: UserRecord): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.userName;
}

const isPriority = (value: string): value is Priority =>
  value === 'N' || value === 'M' || value === 'H';

export interface NewMessage {
  messageTypeId: number;
  priorityId: Priority;
  sender: UserRecord;
  /** null for the sender's record of a mass message to All. */
  recipient: UserRecord | null;
  subject: string;
  body: string;
  parentMessageBoxId: string | null;
  isRead: boolean;
  attachment: { name: string; fileName: string } | null;
  createdDate: Date;
  /** The copies of a message to All share the guid of the sender's record. */
  messageGuid?: string;
}

// The runtime PRNG starts from the seed the world was built with, so its draws replay the seed's:
// a drawn guid may already be taken.
function freshGuid(state: MockState, random: Random): string {
  for (;;) {
    const guid = randomGuid(random);
    if (!state.db.message.findFirst({ where: { messageGuid: { equals: guid } } })) return guid;
  }
}

/** The one place message records are created (seed and SendMessage alike). */
export function storeMessage(state: MockState, random: Random, message: NewMessage): MessageRecord {
  return state.db.message.create({
    messageBoxId: state.nextId('message'),
    messageGuid: message.messageGuid ?? freshGuid(state, random),
    messageTypeId: message.messageTypeId,
    priorityId: message.priorityId,
    senderId: message.sender.userId,
    recipientId: message.recipient?.userId ?? ALL_RECIPIENTS_USER_ID,
    senderName: displayName(message.sender),
    recipientName: message.recipient ? displayName(message.recipient) : 'All',
    subject: message.subject,
    body: message.body,
    parentMessageBoxId: message.parentMessageBoxId,
    isRead: message.isRead,
    hasAttachment: message.attachment !== null,
    attachmentName: message.attachment?.name ?? null,
    attachmentLink: message.attachment?.fileName ?? null,
    createdDate: message.createdDate.toISOString(),
  });
}

/** Plain DTO (records carry internal symbols). */
export function toMessage(record: MessageRecord): Message {
  return {
    messageBoxId: record.messageBoxId,
    messageGuid: record.messageGuid,
    messageTypeId: record.messageTypeId,
    priorityId: isPriority(record.priorityId) ? record.priorityId : 'N',
    senderId: record.senderId,
    recipientId: record.recipientId,
    senderName: record.senderName,
    recipientName: record.recipientName,
    subject: record.subject,
    body: record.body,
    parentMessageBoxId: record.parentMessageBoxId,
    isRead: record.isRead,
    hasAttachment: record.hasAttachment,
    attachmentName: record.attachmentName,
    // Records keep the bare file name (as PUT /FileUploader does); answers carry the fetchable link.
    attachmentLink: record.attachmentLink === null ? null : fileLinkOf(record.attachmentLink),
    createdDate: record.createdDate,
  };
}
