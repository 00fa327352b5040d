import type { ApiClient } from '@sportsbook/contracts/client';
import type { BodyOf } from './test-client.ts';

type ListFilters = Partial<BodyOf<'message.list'>>;
type SendBody = BodyOf<'message.send'>;

/** The message calls the tests share, each by a customer's client. */
export const unread = (api: ApiClient) => api.call('message.unread');

/** The inbox by default: every type, read or not, received. */
export const list = (api: ApiClient, filters: ListFilters = {}) =>
  api.call('message.list', {
    body: { messagetypeid: 0, includeread: true, isReceived: true, texttofind: '', ...filters },
  });

export const get = (api: ApiClient, guid: string) =>
  api.call('message.get', { body: { MessageGuid: guid } });

export const markRead = (api: ApiClient, guid: string) =>
  api.call('message.markRead', { body: { MessageGuid: guid } });

/** A new normal-priority message of type 1; sender and recipient always given. */
export const send = (
  api: ApiClient,
  fields: Partial<SendBody> & Pick<SendBody, 'senderId' | 'recipientId'>,
) =>
  api.call('message.send', {
    body: {
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
    },
  });
