import { z } from 'zod';
import { guid, isoDateTime } from '../http/fields.ts';
import { codeOr } from './codes.ts';

/** recipientId of a mass message to every customer; only for types with allowMassive. */
export const ALL_RECIPIENTS_USER_ID = -999;

export const PrioritySchema = z.enum(['N', 'M', 'H']).describe('N Normal, M Medium, H High.');
export type Priority = z.infer<typeof PrioritySchema>;

/** A message's priority as answered: SPEC §2 'H High, M Medium, otherwise Normal'. */
export const ReceivedPrioritySchema = codeOr(
  PrioritySchema.describe('N Normal, M Medium, H High; any other code reads as N.'),
  'N',
);

export const MessageSchema = z.object({
  messageBoxId: z.number().int().positive(),
  messageGuid: guid(),
  messageTypeId: z.number().int(),
  priorityId: ReceivedPrioritySchema,
  senderId: z.number().int(),
  recipientId: z.number().int().describe('-999 for a mass message to All.'),
  senderName: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  body: z.string(),
  parentMessageBoxId: z
    .string()
    .nullable()
    .describe('For a reply, the messageGuid of the message it answers; null otherwise.'),
  isRead: z.boolean().describe('Whether the recipient has opened it.'),
  hasAttachment: z.boolean(),
  attachmentName: z.string().nullable().describe('Original name of the attached file.'),
  attachmentLink: z
    .string()
    .nullable()
    .describe('Where the attachment is fetched, resolved against the API base URL.'),
  createdDate: isoDateTime(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessageTypeSchema = z.object({
  messageTypeId: z.number().int(),
  messageTypeName: z.string(),
  allowMassive: z.boolean().describe('Whether a message of this type may go to All.'),
});
export type MessageType = z.infer<typeof MessageTypeSchema>;

export const RecipientSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
});
export type Recipient = z.infer<typeof RecipientSchema>;

export const UnreadSummarySchema = z.object({
  totalUnread: z.number().int().nonnegative(),
  highPriorityUnread: z.number().int().nonnegative(),
});
export type UnreadSummary = z.infer<typeof UnreadSummarySchema>;

/** Body of the calls that name one message. */
export const MessageGuidRequestSchema = z.object({ MessageGuid: guid() });
export type MessageGuidRequest = z.infer<typeof MessageGuidRequestSchema>;
