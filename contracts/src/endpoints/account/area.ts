import type { AreaEndpoints } from '../../http/endpoint.ts';
import { createCustomer } from './create-customer.ts';
import { getTokenMetadata } from './get-token-metadata.ts';
import { userPin } from './user-pin.ts';
import { snapshot } from './snapshot.ts';
import { figure } from './figure.ts';
import { standing } from './standing.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { addBankAccount } from './add-bank-account.ts';
import { saveCustomer } from './save-customer.ts';
import { getCustomer } from './get-customer.ts';
import { getAccountSummary } from './get-account-summary.ts';
import { getOnlineMetadata } from './get-online-metadata.ts';
import { changePassword } from './change-password.ts';
import { passwordResetRequest } from './password-reset-request.ts';
import { passwordResetVerify } from './password-reset-verify.ts';
import { passwordReset } from './password-reset.ts';

/** The account area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
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
} as const satisfies AreaEndpoints<'account'>;
