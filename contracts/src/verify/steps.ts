import type { EndpointKey } from '../registry.ts';
import type { CallInput } from './http.ts';
import { collect, deepString, firstNumber, firstString, firstWhere } from './read.ts';

/** What earlier answers taught: the ids later calls are chained on. */
export interface Learned {
  userName: string;
  clientId: string;
  /** When this run started: in the text of the message it sends, to find that message again. */
  runId: string;
  userId?: number;
  league?: string;
  eventId?: string;
  offerId?: string;
  ticketNumber?: number;
  pendingTicket?: number;
  messageTypeId?: number;
  recipientId?: number;
  messageGuid?: string;
  unreadGuid?: string;
  branchGuid?: string;
  slipId?: string;
  slipItemId?: number;
  walletRequestGuid?: string;
}

export interface Step {
  key: EndpointKey;
  /** Changes data (money, messages, requests): only with --include-writes. */
  write?: boolean;
  /** The call's input, or why it cannot be made (an id no earlier answer gave). */
  input: (learned: Learned) => CallInput | string;
  learn?: (body: unknown, learned: Learned) => void;
  /** One more try when `when` holds after the first answer, recorded as `<key> (<label>)`. */
  again?: { label: string; when: (learned: Learned) => boolean; input: Step['input'] };
}

const day = (daysAgo: number): string =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const needs = <T>(
  value: T | undefined,
  what: string,
  build: (v: T) => CallInput | string,
): CallInput | string =>
  value === undefined ? `no ${what} to chain from an earlier answer` : build(value);

const none = (): CallInput => ({});

/** The smallest withdrawal the spec allows (5.00); cancelled right after. */
const WITHDRAW_PROBE = 5;

/** The body of the message a run sends (message.send), unique to the run. */
export const sentMessageText = (l: Learned): string =>
  `A message sent by the contract check (run ${l.runId}); please ignore it.`;

/** Anonymous calls, before logging in. */
export const publicSteps: Step[] = [
  { key: 'reference.validateAccess', input: none },
  { key: 'meta.registration', input: none },
  { key: 'account.tokenMetadata', input: none },
  { key: 'sportEvent.today', input: none },
  {
    key: 'sportEvent.list',
    input: none,
    learn: (body, l) => {
      const withGames = firstWhere(body, ['sports', '*', 'leagues', '*'], 'selected', true);
      l.league =
        firstString(withGames, ['shortName']) ?? firstString(body, ['leagues', '*', 'shortName']);
    },
  },
];

/** Calls a logged-in customer makes, in an order that lets each find its ids. */
export const customerSteps: Step[] = [
  { key: 'account.standing', input: none },
  { key: 'account.userPin', input: none },
  { key: 'account.snapshot', input: none },
  { key: 'account.figure', input: () => ({ query: { week: 0 } }) },
  { key: 'account.listBankAccounts', input: none },
  { key: 'account.getCustomer', input: (l) => ({ query: { username: l.userName } }) },
  {
    key: 'account.summary',
    input: (l) => needs(l.userId, 'userId', (id) => ({ query: { id } })),
  },
  { key: 'account.onlineMetadata', input: none },
  {
    key: 'matchup.list',
    input: (l) => ({ query: { league: l.league, page: 1, size: 10 } }),
    learn: (body, l) => {
      l.eventId = firstString(body, ['items', '*', 'eventId']);
    },
    // Late in the evening today may hold no game still open: tomorrow's list has the event ids.
    again: {
      label: 'next day',
      when: (l) => l.eventId === undefined,
      input: (l) => ({ query: { league: l.league, date: day(-1), page: 1, size: 10 } }),
    },
  },
  {
    key: 'matchup.get',
    input: (l) => needs(l.eventId, 'event id', (id) => ({ params: { id } })),
    learn: (body, l) => {
      l.offerId = deepString(body, 'offerId');
    },
  },
  {
    key: 'matchup.props',
    input: (l) => needs(l.eventId, 'event id', (id) => ({ params: { id } })),
  },
  {
    key: 'ticket.list',
    input: () => ({ query: { date: `${day(90)}T00:00:00Z`, dateTo: new Date().toISOString() } }),
    learn: (body, l) => {
      l.ticketNumber = firstNumber(body, ['*', 'ticketNumber']);
      l.pendingTicket = firstNumber(firstWhere(body, ['*'], 'winner', 'P'), ['ticketNumber']);
    },
  },
  {
    key: 'ticket.get',
    input: (l) => needs(l.ticketNumber, 'ticket number', (id) => ({ params: { id } })),
  },
  {
    key: 'ticket.cashOutAmount',
    input: (l) =>
      needs(l.pendingTicket, 'pending ticket number', (ticketNumber) => ({
        params: { ticketNumber },
      })),
  },
  { key: 'cashier.transactions', input: () => ({ query: { date: day(30), dateTo: day(0) } }) },
  { key: 'cashier.openRequests', input: () => ({ query: { isClosed: false } }) },
  { key: 'cashier.listRequests', input: none },
  { key: 'cashier.metadata', input: none },
  {
    key: 'reference.branches',
    input: none,
    learn: (body, l) => {
      l.branchGuid = firstString(body, ['*', 'branch', '*', 'guid']);
    },
  },
  { key: 'quickGame.betTypes', input: () => ({ body: {} }) },
  { key: 'quickGame.lotteries', input: () => ({ body: {} }) },
  { key: 'quickGame.tickets', input: () => ({ query: { begindate: day(7), enddate: day(0) } }) },
  { key: 'message.unread', input: none },
  {
    key: 'message.types',
    input: none,
    learn: (body, l) => {
      l.messageTypeId = firstNumber(body, ['*', 'messageTypeId']);
    },
  },
  {
    key: 'message.users',
    input: (l) =>
      needs(l.messageTypeId, 'message type', (messagetype) => ({ query: { messagetype } })),
    learn: (body, l) => {
      l.recipientId = collect(body, ['*', 'userId']).find(
        (id): id is number => typeof id === 'number' && id > 0,
      );
    },
  },
  {
    key: 'message.list',
    input: () => ({
      body: { messagetypeid: 0, includeread: true, isReceived: true, texttofind: '' },
    }),
    learn: (body, l) => {
      l.messageGuid = firstString(body, ['*', 'messageGuid']);
      l.unreadGuid = firstString(firstWhere(body, ['*'], 'isRead', false), ['messageGuid']);
    },
  },
  {
    key: 'message.get',
    input: (l) => needs(l.messageGuid, 'message guid', (g) => ({ body: { MessageGuid: g } })),
  },
  { key: 'casino.token', input: (l) => ({ body: { userId: l.userName } }) },
];

/** Changes a test environment's data; each write is undone where the API allows it. */
export const writeSteps: Step[] = [
  {
    key: 'wager.addItem',
    write: true,
    input: (l) => needs(l.offerId, 'offer id', (offerId) => ({ body: { offerId } })),
    learn: (body, l) => {
      l.slipId = firstString(body, ['slipId']);
      l.slipItemId = firstNumber(body, ['items', '*', 'id']);
    },
  },
  {
    key: 'wager.getSlip',
    input: (l) => needs(l.slipId, 'slip id', (slipId) => ({ params: { slipId } })),
  },
  {
    key: 'wager.removeItem',
    write: true,
    input: (l) =>
      needs(l.slipId, 'slip id', (slipId) =>
        needs(l.slipItemId, 'slip item id', (itemId) => ({
          params: { slipId },
          query: { itemId },
        })),
      ),
  },
  {
    key: 'message.send',
    write: true,
    input: (l) =>
      needs(l.userId, 'userId', (senderId) =>
        needs(l.messageTypeId, 'message type', (messageTypeId) =>
          needs(l.recipientId, 'recipient', (recipientId) => ({
            body: {
              messageBoxId: 0,
              messageGuid: '',
              messageTypeId,
              priorityId: 'N',
              senderId,
              recipientId,
              subject: 'sportsbook-contract verify',
              body: sentMessageText(l),
            },
          })),
        ),
      ),
  },
  {
    key: 'message.markRead',
    write: true,
    input: (l) => needs(l.unreadGuid, 'unread message guid', (g) => ({ body: { MessageGuid: g } })),
  },
  {
    key: 'cashier.createRequest',
    write: true,
    input: (l) =>
      needs(l.branchGuid, 'branch guid', (branchGuid) => ({
        body: { type: 'withdraw', method: 'LocalBranch', amount: WITHDRAW_PROBE, branchGuid },
      })),
    learn: (body, l) => {
      l.walletRequestGuid = firstString(body, ['guid']);
    },
  },
  {
    key: 'cashier.cancelRequest',
    write: true,
    input: (l) => needs(l.walletRequestGuid, 'wallet request guid', (id) => ({ params: { id } })),
  },
];

/** Ends the session verify opened: last, so every call before it had a token. */
export const logoutStep: Step = {
  key: 'auth.logout',
  input: (l) => ({ body: { clientId: l.clientId } }),
};

/** Calls verify never makes, and why; listed in the summary so nothing is silently left out. */
export const NOT_WALKED: Partial<Record<EndpointKey, string>> = {
  'account.createCustomer': 'registers a customer',
  'account.addBankAccount': 'stores a bank account',
  'account.saveCustomer': "changes the customer's record",
  'account.changePassword': "changes the verifying user's password",
  'account.passwordResetRequest': 'sends a reset e-mail',
  'account.passwordReset': 'needs a token from a reset e-mail',
  'account.passwordResetVerify':
    'a made-up reset token counts against the invalid-token rate limit (decision 088)',
  'wager.submit': 'places a real wager: --place-wager walks it',
  'wager.swapTeaser': 'needs a teaser slip',
  'ticket.cashOut': 'sells a ticket back',
  'files.saveDocument': 'uploads a file',
  'files.link': 'needs an uploaded file',
  'quickGame.createTicket': 'places a quick-game ticket',
};
