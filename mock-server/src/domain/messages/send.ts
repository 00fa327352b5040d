import type { EndpointParsedInput } from '@sportsbook/contracts/endpoint';
import type { Registry } from '@sportsbook/contracts/registry';
import { MESSAGE_ATTACHMENT_DOCUMENT_TYPE_ID } from '@sportsbook/contracts/rules/constants';
import { ALL_RECIPIENTS_USER_ID } from '@sportsbook/contracts/schemas/message';
import type { MockState } from '../../db/state.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { findOwnDocument } from '../files/documents.ts';
import type { UserRecord } from '../handler.ts';
import { findOwnMessage } from './queries.ts';
import { storeMessage, type MessageRecord, type NewMessage } from './records.ts';

export type SendMessageRequest = EndpointParsedInput<Registry['message.send']>['body'];

export const SEND_AS_OTHER = 'You can only send messages as yourself.';
export const UNKNOWN_MESSAGE_TYPE = 'Unknown message type.';
export const UNKNOWN_RECIPIENT = 'This recipient is not available for this message type.';
export const ALL_NOT_ALLOWED = 'This message type cannot be sent to All.';

const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

/** The attached file must be a message attachment the caller uploaded (decision 031). */
function attachmentOf(state: MockState, sender: UserRecord, request: SendMessageRequest) {
  const fileName = blankToNull(request.attachmentLink);
  if (fileName === null) return null;
  const document = findOwnDocument(state, sender.userId, fileName);
  if (document?.documentTypeId !== MESSAGE_ATTACHMENT_DOCUMENT_TYPE_ID) throw notFound('File');
  return { name: blankToNull(request.attachmentName) ?? document.originalName, fileName };
}

type MessageTypeRecord = NonNullable<ReturnType<MockState['db']['messageType']['findFirst']>>;

export function findMessageType(state: MockState, messageTypeId: number): MessageTypeRecord | null {
  return state.db.messageType.findFirst({ where: { messageTypeId: { equals: messageTypeId } } });
}

/**
 * Who a customer may write to with a message type: the staff, exactly what GetMessageUsers offers,
 * never another customer (decision 087). Every type offers the same people today.
 */
export function offeredRecipients(state: MockState, _type: MessageTypeRecord): UserRecord[] {
  return state.db.user.findMany({
    where: { customerId: { equals: 0 } },
    orderBy: { userId: 'asc' },
  });
}

/**
 * Who receives it: one offered recipient (or the sender: a note to self), or, for 'All' on a type
 * with allowMassive, every recipient the type offers. Any other id, a customer's above all, is the
 * same 400 as an unknown one, so the answer tells nothing about who exists.
 */
function recipientsOf(state: MockState, sender: UserRecord, request: SendMessageRequest) {
  const type = findMessageType(state, request.messageTypeId);
  if (!type) throw badRequest(UNKNOWN_MESSAGE_TYPE);
  const offered = offeredRecipients(state, type);
  if (request.recipientId === ALL_RECIPIENTS_USER_ID) {
    if (!type.allowMassive) throw badRequest(ALL_NOT_ALLOWED);
    return { toAll: true, users: offered.filter((user) => user.userId !== sender.userId) };
  }
  if (request.recipientId === sender.userId) return { toAll: false, users: [sender] };
  const recipient = offered.find((user) => user.userId === request.recipientId);
  if (!recipient) throw badRequest(UNKNOWN_RECIPIENT);
  return { toAll: false, users: [recipient] };
}

/** Stores `message` for `recipient` and pushes ReceiveMessage to them. */
export function deliver(
  state: MockState,
  message: NewMessage,
  recipient: UserRecord,
): MessageRecord {
  const record = storeMessage(state, state.random, { ...message, recipient });
  state.emit(
    'message',
    recipient.userName,
    `New message from ${record.senderName}: ${record.subject}`,
  );
  return record;
}

/** Stores a new message or reply and pushes ReceiveMessage to each recipient. */
export function sendMessage(
  state: MockState,
  sender: UserRecord,
  request: SendMessageRequest,
): MessageRecord {
  if (request.senderId !== sender.userId) throw forbidden(SEND_AS_OTHER);
  const { toAll, users } = recipientsOf(state, sender, request);
  const parentGuid = blankToNull(request.parentMessageBoxId);
  const parentMessageBoxId =
    parentGuid === null ? null : findOwnMessage(state, sender.userId, parentGuid).messageGuid;
  const attachment = attachmentOf(state, sender, request);

  const message: NewMessage = {
    messageTypeId: request.messageTypeId,
    priorityId: request.priorityId,
    sender,
    recipient: null,
    subject: request.subject,
    body: request.body,
    parentMessageBoxId,
    isRead: false,
    attachment,
    createdDate: state.now(),
  };
  let stored: MessageRecord;
  if (toAll) {
    // The sender keeps one record addressed to All; each customer gets a copy under the same guid.
    stored = storeMessage(state, state.random, message);
    for (const user of users) deliver(state, { ...message, messageGuid: stored.messageGuid }, user);
  } else {
    const [recipient] = users;
    if (!recipient) throw badRequest(UNKNOWN_RECIPIENT);
    stored = deliver(state, message, recipient);
  }
  if (attachment) linkFile(state, attachment.fileName, stored.messageGuid);
  return stored;
}

// Same effect as PUT /FileUploader with referenceType 'Message' (decision 031).
function linkFile(state: MockState, fileName: string, messageGuid: string): void {
  state.db.document.update({
    where: { fileName: { equals: fileName } },
    data: { referenceId: messageGuid, referenceType: 'Message' },
  });
}
