import { Reading, type Fields, type Guard } from '../http/guard.ts';
import type { Customer } from './customer.ts';

/**
 * CustomerSchema without zod: the session store reads the stored customer through it when the app
 * starts, /login included (decision 161). customer.guard.test.ts holds it to the schema.
 */
export const CustomerGuard: Guard<Customer> = {
  safeParse(value) {
    const r = new Reading();
    const customer = r.object(value, '');
    const text = (key: string) => customer.string(key);
    return r.done({
      customerId: customer.number('customerId', { int: true, nonnegative: true }),
      // fields.ts isoDateTime(): any text Date.parse reads; null when never accepted.
      lastAcceptanceTerms:
        customer.value.lastAcceptanceTerms === null ? null : dateTime(r, customer),
      agentName: text('agentName'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      personalIdNumber: text('personalIdNumber'),
      city: text('city'),
      emailAddress: text('emailAddress'),
      phone: text('phone'),
    });
  },
};

function dateTime(r: Reading, customer: Fields): string {
  const key = 'lastAcceptanceTerms';
  const text = customer.string(key);
  if (typeof customer.value[key] === 'string' && Number.isNaN(Date.parse(text)))
    r.refuse(key, 'Expected a date-time');
  return text;
}
