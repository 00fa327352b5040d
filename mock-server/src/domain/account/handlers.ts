import type { AreaHandlers } from '../handler.ts';
import { casinoToken, onlineMetadata, validateAccess } from './access.ts';
import { addBankAccount, listBankAccounts } from './bank-accounts.ts';
import { getCustomer, saveCustomer, userPin } from './customer.ts';
import { figure } from './figures.ts';
import {
  changePassword,
  passwordReset,
  passwordResetRequest,
  passwordResetVerify,
} from './password.ts';
import { createCustomer, registrationMetadata, tokenMetadata } from './registration.ts';
import { snapshot, standing, summary } from './snapshot.ts';

export type AccountKeys =
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
  | 'meta.registration'
  | 'reference.validateAccess'
  | 'casino.token';

export const accountHandlers: AreaHandlers<AccountKeys> = {
  'account.createCustomer': createCustomer,
  'account.tokenMetadata': tokenMetadata,
  'account.userPin': userPin,
  'account.snapshot': snapshot,
  'account.figure': figure,
  'account.standing': standing,
  'account.listBankAccounts': listBankAccounts,
  'account.addBankAccount': addBankAccount,
  'account.saveCustomer': saveCustomer,
  'account.getCustomer': getCustomer,
  'account.summary': summary,
  'account.onlineMetadata': onlineMetadata,
  'account.changePassword': changePassword,
  'account.passwordResetRequest': passwordResetRequest,
  'account.passwordResetVerify': passwordResetVerify,
  'account.passwordReset': passwordReset,
  'meta.registration': registrationMetadata,
  'reference.validateAccess': validateAccess,
  'casino.token': casinoToken,
};
