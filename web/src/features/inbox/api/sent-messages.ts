import type { SendMessageRequest } from '@sportsbook/contracts/endpoints/message/send-message';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { api } from '@/lib/api.ts';
import type { Found } from '@/lib/money-call/money-call.ts';

/** The guids of the messages already sent before a send: what its check looks past. */
export type KnownMessages = ReadonlySet<string>;

/** What tells a sent message apart: the fields the server stores as they were sent. */
export type SentFields = Pick<
  SendMessageRequest,
  'subject' | 'body' | 'recipientId' | 'parentMessageBoxId'
>;

/**
 * POST /MessageBox/GetMessageList with isReceived false: every message the customer sent (read or
 * not, every type, no search), asked afresh for a money call's check (issue 24).
 */
const readSent = (signal: AbortSignal): Promise<Message[]> =>
  api.call(
    'message.list',
    { body: { messagetypeid: 0, includeread: true, isReceived: false, texttofind: '' } },
    { signal },
  );

/** The sent messages before a send. */
export async function knownSent(signal: AbortSignal): Promise<KnownMessages> {
  return new Set((await readSent(signal)).map((message) => message.messageGuid));
}

// The server trims subject and body (the contract) and keeps a blank parent as none.
const parentOf = (parent: string | null | undefined): string | null =>
  parent === null || parent === undefined || parent.trim() === '' ? null : parent.trim();

/** Whether `message` is the one sent with these fields. */
export const isSentAs = (message: Message, fields: SentFields): boolean =>
  message.subject === fields.subject.trim() &&
  message.body === fields.body.trim() &&
  message.recipientId === fields.recipientId &&
  message.parentMessageBoxId === parentOf(fields.parentMessageBoxId);

/** A message sent since the snapshot with these fields, if the server has one. */
export function findSent(
  messages: readonly Message[],
  known: KnownMessages,
  fields: SentFields,
): Found<Message> {
  const found = messages.find(
    (message) => !known.has(message.messageGuid) && isSentAs(message, fields),
  );
  return found ? { done: true, found } : { done: false };
}

/** The check of a send whose answer was lost: the sent list again. */
export async function checkSent(
  fields: SentFields,
  known: KnownMessages,
  signal: AbortSignal,
): Promise<Found<Message>> {
  return findSent(await readSent(signal), known, fields);
}
