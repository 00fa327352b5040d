import { http, HttpResponse } from 'msw';
import { registry } from '@sportsbook/contracts/registry';
import { server } from './msw.ts';

/** An unread-counts answer, for the envelope, the user menu and the high-priority notice. */
export const unreadAnswer = (totalUnread: number, highPriorityUnread: number) =>
  http.get(`*${registry['message.unread'].path}`, () =>
    HttpResponse.json({ totalUnread, highPriorityUnread }),
  );

/** Keeps demo's high-priority notice (a modal, hiding the page) out of tests about other parts. */
export const withoutNotice = (): void => {
  server.use(unreadAnswer(4, 0));
};
