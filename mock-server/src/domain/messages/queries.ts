import type { EndpointParsedInput } from '@sportsbook/contracts/endpoint';
import type { Registry } from '@sportsbook/contracts/registry';
import { ALL_RECIPIENTS_USER_ID, type UnreadSummary } from '@sportsbook/contracts/schemas/message';
import type { MockState } from '../../db/state.ts';
import { notFound } from '../errors.ts';
import type { MessageRecord } from './records.ts';

type MessageListRequest = EndpointParsedInput<Registry['message.list']>['body'];

/**
 * The user's own record of a message: the copy they received, else (for a message to All, whose
 * copies share one guid) the sender's record addressed to All. Anyone else's message is a 404.
 */
export function findOwnMessage(
  state: MockState,
  userId: number,
  messageGuid: string,
): MessageRecord {
  const records = state.db.message.findMany({ where: { messageGuid: { equals: messageGuid } } });
  const own =
    records.find((record) => record.recipientId === userId) ??
    records.find(
      (record) => record.senderId === userId && record.recipientId === ALL_RECIPIENTS_USER_ID,
    ) ??
    records.find((record) => record.senderId === userId);
  if (!own) throw notFound('Message');
  return own;
}

export function unreadSummary(state: MockState, userId: number): UnreadSummary {
  const unread = state.db.message.findMany({
    where: { recipientId: { equals: userId }, isRead: { equals: false } },
  });
  return {
    totalUnread: unread.length,
    highPriorityUnread: unread.filter((message) => message.priorityId === 'H').length,
  };
}

/** What the sent tab shows: a message to All once, as the record addressed to All. */
function sentBy(state: MockState, userId: number): MessageRecord[] {
  const sent = state.db.message.findMany({ where: { senderId: { equals: userId } } });
  const toAll = new Set(
    sent
      .filter((record) => record.recipientId === ALL_RECIPIENTS_USER_ID)
      .map((record) => record.messageGuid),
  );
  return sent.filter(
    (record) => record.recipientId === ALL_RECIPIENTS_USER_ID || !toAll.has(record.messageGuid),
  );
}

const newestFirst = (a: MessageRecord, b: MessageRecord): number =>
  b.createdDate.localeCompare(a.createdDate) || b.messageBoxId - a.messageBoxId;

/** The inbox (isReceived) or the sent tab, filtered as GetMessageList asks. */
export function searchMessages(
  state: MockState,
  userId: number,
  request: MessageListRequest,
): MessageRecord[] {
  const text = request.texttofind.trim().toLowerCase();
  const records = request.isReceived
    ? state.db.message.findMany({ where: { recipientId: { equals: userId } } })
    : sentBy(state, userId);
  return records
    .filter(
      (record) => request.messagetypeid === 0 || record.messageTypeId === request.messagetypeid,
    )
    .filter((record) => request.includeread || !record.isRead)
    .filter((record) => {
      if (text === '') return true;
      const otherParty = request.isReceived ? record.senderName : record.recipientName;
      return [record.subject, record.body, otherParty].some((field) =>
        field.toLowerCase().includes(text),
      );
    })
    .sort(newestFirst);
}
