import type { Registry } from '../../registry.ts';
import { createCustomer } from '../../endpoints/account/create-customer.ts';
import { getTokenMetadata } from '../../endpoints/account/get-token-metadata.ts';
import { userPin } from '../../endpoints/account/user-pin.ts';
import { snapshot } from '../../endpoints/account/snapshot.ts';
import { figure } from '../../endpoints/account/figure.ts';
import { standing } from '../../endpoints/account/standing.ts';
import { listBankAccounts } from '../../endpoints/account/list-bank-accounts.ts';
import { addBankAccount } from '../../endpoints/account/add-bank-account.ts';
import { saveCustomer } from '../../endpoints/account/save-customer.ts';
import { getCustomer } from '../../endpoints/account/get-customer.ts';
import { getAccountSummary } from '../../endpoints/account/get-account-summary.ts';
import { getOnlineMetadata } from '../../endpoints/account/get-online-metadata.ts';
import { changePassword } from '../../endpoints/account/change-password.ts';
import { passwordResetRequest } from '../../endpoints/account/password-reset-request.ts';
import { passwordResetVerify } from '../../endpoints/account/password-reset-verify.ts';
import { passwordReset } from '../../endpoints/account/password-reset.ts';

/** The account area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
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
} as const satisfies Pick<
  Registry,
  | 'account.createCustomer'
  | 'account.tokenMetadata'
  | 'account.userPin'
  | 'account.snapshot'
  | 'account.figure'
  | 'account.standing'
  | 'account.listBankAccounts'
  | 'account.addBankAccount'
  | 'account.saveCustomer'
  | 'account.getCustomer'
  | 'account.summary'
  | 'account.onlineMetadata'
  | 'account.changePassword'
  | 'account.passwordResetRequest'
  | 'account.passwordResetVerify'
  | 'account.passwordReset'
>;
