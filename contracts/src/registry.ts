import type { EndpointDef } from './http/endpoint.ts';
import { token } from './endpoints/auth/token.ts';
import { logout } from './endpoints/auth/logout.ts';
import { createCustomer } from './endpoints/account/create-customer.ts';
import { getTokenMetadata } from './endpoints/account/get-token-metadata.ts';
import { userPin } from './endpoints/account/user-pin.ts';
import { snapshot } from './endpoints/account/snapshot.ts';
import { figure } from './endpoints/account/figure.ts';
import { standing } from './endpoints/account/standing.ts';
import { listBankAccounts } from './endpoints/account/list-bank-accounts.ts';
import { addBankAccount } from './endpoints/account/add-bank-account.ts';
import { saveCustomer } from './endpoints/account/save-customer.ts';
import { getCustomer } from './endpoints/account/get-customer.ts';
import { getAccountSummary } from './endpoints/account/get-account-summary.ts';
import { getOnlineMetadata } from './endpoints/account/get-online-metadata.ts';
import { changePassword } from './endpoints/account/change-password.ts';
import { passwordResetRequest } from './endpoints/account/password-reset-request.ts';
import { passwordResetVerify } from './endpoints/account/password-reset-verify.ts';
import { passwordReset } from './endpoints/account/password-reset.ts';
import { listMatchups } from './endpoints/matchup/list-matchups.ts';
import { getMatchupProps } from './endpoints/matchup/get-matchup-props.ts';
import { getMatchup } from './endpoints/matchup/get-matchup.ts';
import { addWagerItem } from './endpoints/wager/add-wager-item.ts';
import { getSlip } from './endpoints/wager/get-slip.ts';
import { removeWagerItem } from './endpoints/wager/remove-wager-item.ts';
import { submitWager } from './endpoints/wager/submit-wager.ts';
import { swapTeaser } from './endpoints/wager/swap-teaser.ts';
import { listSportEvents } from './endpoints/sport-event/list-sport-events.ts';
import { todayEvents } from './endpoints/sport-event/today-events.ts';
import { listTickets } from './endpoints/ticket/list-tickets.ts';
import { getTicket } from './endpoints/ticket/get-ticket.ts';
import { getCashOutAmount } from './endpoints/ticket/get-cash-out-amount.ts';
import { onlineCashOut } from './endpoints/ticket/online-cash-out.ts';
import { listTransactions } from './endpoints/cashier/list-transactions.ts';
import { listOpenRequests } from './endpoints/cashier/list-open-requests.ts';
import { listRequests } from './endpoints/cashier/list-requests.ts';
import { createRequest } from './endpoints/cashier/create-request.ts';
import { cancelRequest } from './endpoints/cashier/cancel-request.ts';
import { getCashierMetadata } from './endpoints/cashier/get-cashier-metadata.ts';
import { listBranches } from './endpoints/reference/list-branches.ts';
import { validateAccess } from './endpoints/reference/validate-access.ts';
import { saveDocument } from './endpoints/files/save-document.ts';
import { linkDocument } from './endpoints/files/link-document.ts';
import { listBetTypes } from './endpoints/quick-game/list-bet-types.ts';
import { listLotteries } from './endpoints/quick-game/list-lotteries.ts';
import { createQuickGameTicket } from './endpoints/quick-game/create-ticket.ts';
import { listQuickGameTickets } from './endpoints/quick-game/list-tickets.ts';
import { getRegistrationMetadata } from './endpoints/meta/get-registration-metadata.ts';
import { getCasinoToken } from './endpoints/casino/get-casino-token.ts';
import { getUnread } from './endpoints/message/get-unread.ts';
import { getMessage } from './endpoints/message/get-message.ts';
import { sendMessage } from './endpoints/message/send-message.ts';
import { markAsRead } from './endpoints/message/mark-as-read.ts';
import { listMessageTypes } from './endpoints/message/list-message-types.ts';
import { listMessageUsers } from './endpoints/message/list-message-users.ts';
import { listMessages } from './endpoints/message/list-messages.ts';

/**
 * Every /w/api call, keyed `area.verb`. This is the only list of endpoints in the codebase: the typed
 * client, the mock server's routes and the OpenAPI document are all derived from it.
 */
export const registry = {
  'auth.token': token,
  'auth.logout': logout,
  'account.createCustomer': createCustomer,
  'account.tokenMetadata': getTokenMetadata,
  'account.userPin': userPin,
  'account.snapshot': snapshot,
  'account.figure': figure,
  'account.standing': standing,
  'account.listBankAccounts': listBankAccounts,
  'account.addBankAccount': addBankAccount,
  'account.saveCustomer': saveCustomer,
  'account.getCustomer': getCustomer,
  'account.summary': getAccountSummary,
  'account.onlineMetadata': getOnlineMetadata,
  'account.changePassword': changePassword,
  'account.passwordResetRequest': passwordResetRequest,
  'account.passwordResetVerify': passwordResetVerify,
  'account.passwordReset': passwordReset,
  'matchup.list': listMatchups,
  'matchup.props': getMatchupProps,
  'matchup.get': getMatchup,
  'wager.addItem': addWagerItem,
  'wager.getSlip': getSlip,
  'wager.removeItem': removeWagerItem,
  'wager.submit': submitWager,
  'wager.swapTeaser': swapTeaser,
  'sportEvent.list': listSportEvents,
  'sportEvent.today': todayEvents,
  'ticket.list': listTickets,
  'ticket.get': getTicket,
  'ticket.cashOutAmount': getCashOutAmount,
  'ticket.cashOut': onlineCashOut,
  'cashier.transactions': listTransactions,
  'cashier.openRequests': listOpenRequests,
  'cashier.listRequests': listRequests,
  'cashier.createRequest': createRequest,
  'cashier.cancelRequest': cancelRequest,
  'cashier.metadata': getCashierMetadata,
  'reference.branches': listBranches,
  'reference.validateAccess': validateAccess,
  'files.saveDocument': saveDocument,
  'files.link': linkDocument,
  'quickGame.betTypes': listBetTypes,
  'quickGame.lotteries': listLotteries,
  'quickGame.createTicket': createQuickGameTicket,
  'quickGame.tickets': listQuickGameTickets,
  'meta.registration': getRegistrationMetadata,
  'casino.token': getCasinoToken,
  'message.unread': getUnread,
  'message.get': getMessage,
  'message.send': sendMessage,
  'message.markRead': markAsRead,
  'message.types': listMessageTypes,
  'message.users': listMessageUsers,
  'message.list': listMessages,
} as const satisfies Record<string, EndpointDef>;

export type Registry = typeof registry;
export type EndpointKey = keyof Registry;

export const endpointKeys = Object.keys(registry) as EndpointKey[];
