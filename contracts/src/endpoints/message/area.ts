import type { AreaEndpoints } from '../../http/endpoint.ts';
import { getUnread } from './get-unread.ts';
import { getMessage } from './get-message.ts';
import { sendMessage } from './send-message.ts';
import { markAsRead } from './mark-as-read.ts';
import { listMessageTypes } from './list-message-types.ts';
import { listMessageUsers } from './list-message-users.ts';
import { listMessages } from './list-messages.ts';

/** The message area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'message.unread': getUnread,
  'message.get': getMessage,
  'message.send': sendMessage,
  'message.markRead': markAsRead,
  'message.types': listMessageTypes,
  'message.users': listMessageUsers,
  'message.list': listMessages,
} as const satisfies AreaEndpoints<'message'>;
