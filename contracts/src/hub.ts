import { z } from 'zod';

/** The push hub, SignalR-compatible. Clients connect with `?account={userName}` and their token. */
export const HUB_PATH = '/w/api/notification';

export const hubUrl = (baseUrl: string, userName: string): string =>
  `${baseUrl}${HUB_PATH}?account=${encodeURIComponent(userName)}`;

/** Server-to-client events; each carries exactly one argument, validated by its schema. */
export const hubEvents = {
  /** A new message arrived for the user: shown as an info toast titled 'Notification'. */
  ReceiveMessage: z.string().describe('Text of the notification.'),
  /** The user's balance changed (any ledger entry): the new balance. */
  UserBalanceUpdate: z.number().describe('The new account balance.'),
} as const;

export type HubEventName = keyof typeof hubEvents;
export type HubEventPayload<E extends HubEventName> = z.infer<(typeof hubEvents)[E]>;
