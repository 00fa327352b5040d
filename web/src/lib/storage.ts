import type { z } from 'zod';

/** SPEC §3 'Stored client state': session storage keys, and the language in local storage. */
export const SESSION_KEYS = {
  currentCustomer: 'currentCustomer',
  currentUser: 'currentUser',
  otherServiceURL: 'otherServiceURL',
  otherServiceLabel: 'otherServiceLabel',
  otherServiceReqToken: 'otherServiceReqToken',
  betSlip: 'betSlip',
  cart: 'cart',
  ifFlag: 'isIf',
  teaser: 'teaser',
  sportEvents: 'sportEvents',
  quickGameBets: 'quickGameBets',
} as const;
export const LOCAL_KEYS = { language: 'language' } as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Keys logout clears (SPEC §4): user, slip, cart, if flag, teaser and sport events. */
export const LOGOUT_KEYS: SessionKey[] = [
  SESSION_KEYS.currentUser,
  SESSION_KEYS.currentCustomer,
  SESSION_KEYS.betSlip,
  SESSION_KEYS.cart,
  SESSION_KEYS.ifFlag,
  SESSION_KEYS.teaser,
  SESSION_KEYS.sportEvents,
];

/** Reads a stored JSON value through its schema: storage is untrusted, a bad value reads as null. */
export function readStored<S extends z.ZodTypeAny>(
  storage: Storage,
  key: string,
  schema: S,
): z.output<S> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as z.output<S>) : null;
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage, key: string, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}
