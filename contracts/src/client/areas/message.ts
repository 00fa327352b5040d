import type { Registry } from '../../registry.ts';
import { getUnread } from '../../endpoints/message/get-unread.ts';
import { getMessage } from '../../endpoints/message/get-message.ts';
import { sendMessage } from '../../endpoints/message/send-message.ts';
import { markAsRead } from '../../endpoints/message/mark-as-read.ts';
import { listMessageTypes } from '../../endpoints/message/list-message-types.ts';
import { listMessageUsers } from '../../endpoints/message/list-message-users.ts';
import { listMessages } from '../../endpoints/message/list-messages.ts';

/** The message area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'message.unread': getUnread,
  'message.get': getMessage,
  'message.send': sendMessage,
  'message.markRead': markAsRead,
  'message.types': listMessageTypes,
  'message.users': listMessageUsers,
  'message.list': listMessages,
} as const satisfies Pick<
  Registry,
  | 'message.unread'
  | 'message.get'
  | 'message.send'
  | 'message.markRead'
  | 'message.types'
  | 'message.users'
  | 'message.list'
>;
