import type { SendMessageRequest } from '@sportsbook/contracts/endpoints/message/send-message';
import type { Message } from '@sportsbook/contracts/schemas/message';

const REPLY_PREFIX = 'RE: ';
const ALREADY_REPLY = /^re:/i;

// The server assigns a new message its guid; a blank one says so (the all-zero guid).
const BLANK_GUID = '00000000-0000-0000-0000-000000000000';

/** 'RE: ' before the original subject, once: a reply to a reply keeps 'RE: Limits'. */
export const replySubject = (subject: string): string =>
  ALREADY_REPLY.test(subject.trim()) ? subject : `${REPLY_PREFIX}${subject}`;

/** Whom a reply goes to: whoever of the two is not the viewer (the other party). */
const otherParty = (message: Message, viewerId: number): number =>
  message.senderId === viewerId ? message.recipientId : message.senderId;

/**
 * SPEC §7 reply: messageBoxId 0, a blank guid, sender and recipient swapped, the subject prefixed
 * 'RE: ' and parentMessageBoxId the original's guid; type and priority stay the original's. The
 * sender is always the viewer (the server refuses anyone else), so replying to a message the
 * viewer sent writes to its recipient again.
 */
export function replyRequest(
  original: Message,
  viewerId: number,
  body: string,
): SendMessageRequest {
  return {
    messageBoxId: 0,
    messageGuid: BLANK_GUID,
    messageTypeId: original.messageTypeId,
    priorityId: original.priorityId,
    senderId: viewerId,
    recipientId: otherParty(original, viewerId),
    subject: replySubject(original.subject),
    body,
    parentMessageBoxId: original.messageGuid,
    attachmentName: null,
    attachmentLink: null,
  };
}
