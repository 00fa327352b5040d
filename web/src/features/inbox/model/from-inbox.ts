/**
 * What a message link carries in its history state: the list's URL search (?tab=sent&q=…), so the
 * message page's Back returns to the same tab, text and read choice.
 */
export interface FromInbox {
  inbox: string;
}

const INBOX_PATH = '/inbox';

/** Where Back leads from a message: the list it was opened from, else the inbox as it opens. */
export function backToInbox(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('inbox' in state)) return INBOX_PATH;
  const search = state.inbox;
  return typeof search === 'string' && search.startsWith('?')
    ? `${INBOX_PATH}${search}`
    : INBOX_PATH;
}
