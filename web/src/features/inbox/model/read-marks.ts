import type { Message, UnreadSummary } from '@sportsbook/contracts/schemas/message';

/**
 * SPEC §4: an unread message that is opened is marked read when the viewer received it, or when
 * sender and recipient are the same person. A message the viewer only sent stays as it is.
 */
export const needsReadMark = (message: Message, viewerId: number): boolean =>
  !message.isRead && (message.recipientId === viewerId || message.senderId === message.recipientId);

/** The unread counts once one message of this priority is read: one less, never below zero. */
export function afterReading(summary: UnreadSummary, message: Pick<Message, 'priorityId'>) {
  return {
    totalUnread: Math.max(0, summary.totalUnread - 1),
    highPriorityUnread:
      message.priorityId === 'H'
        ? Math.max(0, summary.highPriorityUnread - 1)
        : summary.highPriorityUnread,
  } satisfies UnreadSummary;
}
