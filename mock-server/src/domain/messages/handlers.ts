import type { AreaHandlers } from '../handler.ts';
import { notFound } from '../errors.ts';
import { findOwnMessage, searchMessages, unreadSummary } from './queries.ts';
import { toMessage } from './records.ts';
import { findMessageType, offeredRecipients, sendMessage } from './send.ts';

type MessageKeys =
  | 'message.unread'
  | 'message.get'
  | 'message.send'
  | 'message.markRead'
  | 'message.types'
  | 'message.users'
  | 'message.list';

export const messageHandlers: AreaHandlers<MessageKeys> = {
  'message.unread': ({ state, caller }) => unreadSummary(state, caller.user.userId),

  // Reading does not mark read: the client calls MarkAsRead (decision 033).
  'message.get': ({ state, caller }, { body }) =>
    toMessage(findOwnMessage(state, caller.user.userId, body.MessageGuid)),

  'message.send': ({ state, caller }, { body }) => toMessage(sendMessage(state, caller.user, body)),

  'message.markRead': ({ state, caller }, { body }) => {
    const record = findOwnMessage(state, caller.user.userId, body.MessageGuid);
    // Only the recipient's read flag exists; a message the caller only sent stays as it is.
    if (record.recipientId === caller.user.userId && !record.isRead) {
      state.db.message.update({
        where: { messageBoxId: { equals: record.messageBoxId } },
        data: { isRead: true },
      });
    }
    return { success: true };
  },

  'message.types': ({ state }) =>
    state.db.messageType.findMany({ orderBy: { messageTypeId: 'asc' } }).map((type) => ({
      messageTypeId: type.messageTypeId,
      messageTypeName: type.messageTypeName,
      allowMassive: type.allowMassive,
    })),

  // Customers write to the staff; the client itself adds 'All' for a type with allowMassive. The
  // same list bounds SendMessage (decision 087).
  'message.users': ({ state }, { query }) => {
    const type = findMessageType(state, query.messagetype);
    if (!type) throw notFound('Message type');
    return offeredRecipients(state, type).map((user) => ({
      userId: user.userId,
      userName: user.userName,
      firstName: user.firstName,
    }));
  },

  'message.list': ({ state, caller }, { body }) =>
    searchMessages(state, caller.user.userId, body).map(toMessage),
};
