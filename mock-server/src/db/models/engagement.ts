import { nullable, primaryKey } from '@mswjs/data';

/** Quick games (lottery) and the internal message box. */
export const engagementModels = {
  lottery: {
    lottGroupId: primaryKey(Number),
    lottGroupShortName: String,
    lottGroupName: String,
    logoUrl: String,
  },
  betType: {
    betTypeId: primaryKey(Number),
    betCode: String,
    mask: String,
    betTypeName: String,
  },
  quickGameTicket: {
    ticketId: primaryKey(Number),
    userId: Number,
    createdDate: String,
    lottGroupId: Number,
    lottGroupName: String,
    amount: Number,
  },
  /** One bet of a quick-game ticket (rows: @mswjs/data fields hold only primitives). */
  quickGameItem: {
    id: primaryKey(Number),
    ticketId: Number,
    rowId: Number,
    betType: Number,
    betDefinition: String,
    betAmount: Number,
  },
  messageType: {
    messageTypeId: primaryKey(Number),
    messageTypeName: String,
    allowMassive: Boolean,
  },
  message: {
    messageBoxId: primaryKey(Number),
    messageGuid: String,
    messageTypeId: Number,
    priorityId: String,
    senderId: Number,
    recipientId: Number,
    senderName: String,
    recipientName: String,
    subject: String,
    body: String,
    parentMessageBoxId: nullable(String),
    isRead: Boolean,
    hasAttachment: Boolean,
    attachmentName: nullable(String),
    attachmentLink: nullable(String),
    createdDate: String,
  },
};
