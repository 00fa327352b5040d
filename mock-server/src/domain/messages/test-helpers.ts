import type { FastifyInstance } from 'fastify';
import { answer, bearer } from '../../testing/test-app.ts';

/** Calls shared by the message tests. */
export function messageCalls(app: FastifyInstance) {
  const post = (token: string, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/w/api/MessageBox/${url}`,
      headers: bearer(token),
      payload,
    });
  return {
    post,
    unread: async (token: string) =>
      answer(
        'message.unread',
        await app.inject({
          method: 'GET',
          url: '/w/api/MessageBox/GetMessageUnread',
          headers: bearer(token),
        }),
      ),
    list: async (
      token: string,
      filters: Partial<{
        messagetypeid: number;
        includeread: boolean;
        isReceived: boolean;
        texttofind: string;
      }> = {},
    ) =>
      answer(
        'message.list',
        await post(token, 'GetMessageList', {
          messagetypeid: 0,
          includeread: true,
          isReceived: true,
          texttofind: '',
          ...filters,
        }),
      ),
    get: (token: string, guid: string) => post(token, 'GetMessage', { MessageGuid: guid }),
    markRead: (token: string, guid: string) => post(token, 'MarkAsRead', { MessageGuid: guid }),
    send: (token: string, fields: object) =>
      post(token, 'SendMessage', {
        messageBoxId: 0,
        messageGuid: '',
        messageTypeId: 1,
        priorityId: 'N',
        subject: 'Hello',
        body: 'Is anybody there?',
        parentMessageBoxId: null,
        attachmentName: null,
        attachmentLink: null,
        ...fields,
      }),
  };
}
