import type { TermsForm } from '@sportsbook/contracts/forms/terms';
import type { Customer } from '@sportsbook/contracts/schemas/account';
import { api } from '../api.ts';
import { expectStatus200 } from '../error-text.ts';
import { sessionStore } from './session-store.ts';

/**
 * Saves the customer's data with the terms decision (POST /account/SaveCustomer), then re-reads the
 * customer into the session: its lastAcceptanceTerms is what lets the user past the terms step.
 * Used by the agreement screen and the account area's customer-data form.
 */
export async function saveCustomer(
  userName: string,
  { agreement, ...fields }: TermsForm,
): Promise<Customer> {
  expectStatus200(
    await api.call('account.saveCustomer', { body: { ...fields, acceptedTerms: agreement } }),
  );
  const customer = await api.call('account.getCustomer', { query: { username: userName } });
  sessionStore.setCustomer(customer);
  return customer;
}
