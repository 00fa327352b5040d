import { defineEndpoint } from '../../http/endpoint.ts';
import { UnreadSummarySchema } from '../../schemas/message.ts';

export const getUnread = defineEndpoint({
  method: 'GET',
  path: '/w/api/MessageBox/GetMessageUnread',
  response: UnreadSummarySchema,
  summary: 'Counts the unread messages the customer received, and how many of them are High.',
});
