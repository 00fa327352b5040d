import { PERSONAS } from '@sportsbook/mock-server/personas';
import type { MockState } from '@sportsbook/mock-server/state';

/** The personas' user ids, as the mock server seeds them. */
export const USER_IDS = {
  demo: PERSONAS.demo.userId,
  newbie: PERSONAS.newbie.userId,
  locked: PERSONAS.locked.userId,
  basic: PERSONAS.basic.userId,
} as const;

/** Marks every message to the user as read: no unread badge, no high-priority notice. */
export function readAllMessages(state: MockState, userId: number): void {
  state.db.message.updateMany({
    where: { recipientId: { equals: userId } },
    data: { isRead: true },
  });
}

/** Adds unread messages from support to the user (e.g. enough to cap the badge at 99). */
export function addUnreadMessages(
  state: MockState,
  userId: number,
  count: number,
  priorityId: 'N' | 'M' | 'H' = 'N',
): void {
  const recipient = state.db.user.findFirst({ where: { userId: { equals: userId } } });
  for (let index = 0; index < count; index += 1) {
    state.db.message.create({
      messageBoxId: 900_000 + index,
      messageGuid: crypto.randomUUID(),
      messageTypeId: 1,
      priorityId,
      senderId: 1,
      recipientId: userId,
      senderName: 'Customer Support',
      recipientName: recipient?.userName ?? '',
      subject: `Notice ${String(index + 1)}`,
      body: 'A message arranged by a story.',
      parentMessageBoxId: null,
      isRead: false,
      hasAttachment: false,
      attachmentName: null,
      attachmentLink: null,
      createdDate: state.now().toISOString(),
    });
  }
}
