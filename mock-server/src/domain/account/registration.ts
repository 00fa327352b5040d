import type { MockState } from '../../db/state.ts';
import { STAFF } from '../../db/personas.ts';
import type { Handler, UserRecord } from '../handler.ts';
import { findUserByName } from '../auth.ts';
import { sameText } from './tokens.ts';
import { ALL_FEATURES_ON } from '../../db/accessors.ts';

export const REGISTRATION_DISABLED =
  'User registration is not enabled, if you need to register a new user please contact the administrator.';
export const AGENT_CODE_REQUIRED = 'The agent group code is required.';
export const AGENT_CODE_UNKNOWN = 'The agent group code is not valid.';
export const DUPLICATE_EMAIL = 'A customer with that email address is already registered.';
export const DUPLICATE_DOCUMENT = 'A customer with that document number is already registered.';

/** Every customer belongs to agent7's group unless a code says otherwise. */
export const DEFAULT_AGENT_GROUP_CODE = 'AG7';
const DEFAULT_AGENT = { agentId: 1, agentName: STAFF.agent.firstName };

type Settings = UserRecord['settings'];

/** A new customer gets the demo persona's features, with the terms step still to do. */
export const NEW_CUSTOMER_SETTINGS: Settings = {
  ...ALL_FEATURES_ON,
  acceptanceOfTermsEnabled: true,
};

/** Agent group codes the sign-up accepts: those customers already use, plus the site's token code. */
function knownAgentCodes(state: MockState): Set<string> {
  const codes = new Set([DEFAULT_AGENT_GROUP_CODE]);
  for (const user of state.db.user.getAll())
    if (user.agentGroupCode) codes.add(user.agentGroupCode.toUpperCase());
  if (state.scenario.tokenMetadataCode)
    codes.add(state.scenario.tokenMetadataCode.trim().toUpperCase());
  return codes;
}

/** Upper-cased code, or null when missing or blank (a blank code counts as not sent). */
function nonBlank(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

type AgentChoice = { ok: true; code: string } | { ok: false; statusCode: number; message: string };

function chooseAgentCode(state: MockState, sent: string | undefined): AgentChoice {
  const code = nonBlank(sent) ?? nonBlank(state.scenario.tokenMetadataCode);
  if (code === null) {
    return state.scenario.agentGroupCodeRequired
      ? { ok: false, statusCode: 400, message: AGENT_CODE_REQUIRED }
      : { ok: true, code: DEFAULT_AGENT_GROUP_CODE };
  }
  return knownAgentCodes(state).has(code)
    ? { ok: true, code }
    : { ok: false, statusCode: 404, message: AGENT_CODE_UNKNOWN };
}

const plainLetters = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** First letter of the first name, the last name and two digits (more once two-digit names run out). */
export function generateUserName(state: MockState, firstName: string, lastName: string): string {
  const base =
    (plainLetters(firstName).slice(0, 1) + plainLetters(lastName)).slice(0, 12) || 'user';
  for (let attempt = 0; ; attempt += 1) {
    const digits = attempt < 30 ? state.random.int(10, 99) : state.random.int(100, 99_999);
    const candidate = `${base}${String(digits)}`;
    if (!findUserByName(state, candidate)) return candidate;
  }
}

function duplicateOf(
  state: MockState,
  emailAddress: string,
  personalIdNumber: string,
): string | null {
  const users = state.db.user.getAll();
  if (users.some((user) => sameText(user.emailAddress, emailAddress))) return DUPLICATE_EMAIL;
  if (
    users.some((user) => user.personalIdNumber && sameText(user.personalIdNumber, personalIdNumber))
  ) {
    return DUPLICATE_DOCUMENT;
  }
  return null;
}

const nextUserId = (state: MockState): number =>
  state.db.user.getAll().reduce((max, user) => Math.max(max, user.userId), 2000) + 1;

// Refusals answer 200 with a statusCode other than 200 (decision 010); the client shows the message inline.
export const createCustomer: Handler<'account.createCustomer'> = ({ state }, { body }) => {
  if (state.scenario.registrationDisabled)
    return { statusCode: 403, message: REGISTRATION_DISABLED };
  const agent = chooseAgentCode(state, body.agentGroupCode);
  if (!agent.ok) return { statusCode: agent.statusCode, message: agent.message };
  const duplicate = duplicateOf(state, body.emailAddress, body.personalIdNumber);
  if (duplicate) return { statusCode: 409, message: duplicate };

  const userId = nextUserId(state);
  const userName = generateUserName(state, body.firstName, body.lastName);
  state.db.user.create({
    userId,
    userName,
    password: body.password,
    customerId: 5000 + userId,
    agentId: DEFAULT_AGENT.agentId,
    agentName: DEFAULT_AGENT.agentName,
    agentGroupCode: agent.code,
    firstName: body.firstName,
    lastName: body.lastName,
    personalIdNumber: body.personalIdNumber,
    city: body.city,
    emailAddress: body.emailAddress,
    phone: body.phone,
    lastAcceptanceTerms: null,
    pwdChangeFlag: false,
    pin: null,
    language: 'en',
    openingBalance: 0,
    createdAt: state.now().toISOString(),
    settings: { ...NEW_CUSTOMER_SETTINGS },
  });
  return { statusCode: 200, message: userName };
};

export const registrationMetadata: Handler<'meta.registration'> = ({ state }) => ({
  agentGroupCodeRequired: state.scenario.agentGroupCodeRequired,
  allowCustomerRegistration: !state.scenario.registrationDisabled,
});

export const tokenMetadata: Handler<'account.tokenMetadata'> = ({ state }) => ({
  tokenCode: state.scenario.tokenMetadataCode,
});
