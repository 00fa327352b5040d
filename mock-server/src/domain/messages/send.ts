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
export const UNKNOWN_RECIPIENT = 'Unknown recipient.';
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

/** Who receives it: one user, or every other customer for a type that allows All. */
function recipientsOf(state: MockState, sender: UserRecord, request: SendMessageRequest) {
  const type = state.db.messageType.findFirst({
    where: { messageTypeId: { equals: request.messageTypeId } },
  });
  if (!type) throw badRequest(UNKNOWN_MESSAGE_TYPE);
  if (request.recipientId === ALL_RECIPIENTS_USER_ID) {
    if (!type.allowMassive) throw badRequest(ALL_NOT_ALLOWED);
    return {
      toAll: true,
      users: state.db.user
        .findMany({ where: { customerId: { gt: 0 } }, orderBy: { userId: 'asc' } })
        .filter((user) => user.userId !== sender.userId),
    };
  }
  const recipient = state.db.user.findFirst({ where: { userId: { equals: request.recipientId } } });
  if (!recipient) throw badRequest(UNKNOWN_RECIPIENT);
  return { toAll: false, users: [recipient] };
}

function deliver(state: MockState, message: NewMessage, recipient: UserRecord): MessageRecord {
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
