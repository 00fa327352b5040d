import type { Customer } from '@sportsbook/contracts/schemas/account';
import type { MockState } from '../../db/state.ts';
import type { Handler, UserRecord } from '../handler.ts';
import { notFound } from '../errors.ts';
import { DUPLICATE_DOCUMENT, DUPLICATE_EMAIL } from './registration.ts';
import { sameText } from './tokens.ts';

export const CUSTOMER_SAVED = 'Customer saved successfully.';
export const TERMS_DECLINED = 'The terms were not accepted.';

/** A user without a customer record answers customerId 0 and blank fields (decision 012). */
export function toCustomerDto(user: UserRecord): Customer {
  if (user.customerId <= 0) {
    return {
      customerId: 0,
      lastAcceptanceTerms: null,
      agentName: user.agentName,
      firstName: '',
      lastName: '',
      personalIdNumber: '',
      city: '',
      emailAddress: '',
      phone: '',
    };
  }
  return {
    customerId: user.customerId,
    lastAcceptanceTerms: user.lastAcceptanceTerms,
    agentName: user.agentName,
    firstName: user.firstName,
    lastName: user.lastName,
    personalIdNumber: user.personalIdNumber,
    city: user.city,
    emailAddress: user.emailAddress,
    phone: user.phone,
  };
}

const userById = (state: MockState, userId: number): UserRecord => {
  const user = state.db.user.findFirst({ where: { userId: { equals: userId } } });
  if (!user) throw notFound('Customer');
  return user;
};

// Another user's name answers 404, exactly as an unknown one does: no probing for who exists.
export const getCustomer: Handler<'account.getCustomer'> = ({ state, caller }, { query }) => {
  if (!sameText(query.username, caller.user.userName)) throw notFound('Customer');
  return toCustomerDto(userById(state, caller.user.userId));
};

function takenByOther(
  state: MockState,
  userId: number,
  email: string,
  document: string | null,
): string | null {
  const others = state.db.user.getAll().filter((user) => user.userId !== userId);
  if (others.some((user) => sameText(user.emailAddress, email))) return DUPLICATE_EMAIL;
  if (
    document &&
    others.some((user) => user.personalIdNumber && sameText(user.personalIdNumber, document))
  ) {
    return DUPLICATE_DOCUMENT;
  }
  return null;
}

export const saveCustomer: Handler<'account.saveCustomer'> = ({ state, caller }, { body }) => {
  // Declining changes nothing; the client logs the user out on this 200 (decision 012).
  if (!body.acceptedTerms) return { statusCode: 200, message: TERMS_DECLINED };
  const user = userById(state, caller.user.userId);
  // The document is locked once known: the body still carries one, but it only fills a blank.
  const document = user.personalIdNumber ? null : body.personalIdNumber;
  const duplicate = takenByOther(state, user.userId, body.emailAddress, document);
  if (duplicate) return { statusCode: 409, message: duplicate };
  state.db.user.update({
    where: { userId: { equals: user.userId } },
    data: {
      customerId: user.customerId > 0 ? user.customerId : 5000 + user.userId,
      firstName: body.firstName,
      lastName: body.lastName,
      personalIdNumber: document ?? user.personalIdNumber,
      city: body.city,
      emailAddress: body.emailAddress,
      phone: body.phone,
      lastAcceptanceTerms: state.now().toISOString(),
    },
  });
  return { statusCode: 200, message: CUSTOMER_SAVED };
};

export const userPin: Handler<'account.userPin'> = ({ state, caller }) => ({
  message: userById(state, caller.user.userId).pin ?? '',
});
