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
  /** When this session logged in (epoch ms): the reality check counts from it (issue 25). */
  loginAt: 'loginAt',
  /** When the reality check was last answered or its interval changed (epoch ms). */
  realityCheckSeenAt: 'realityCheckSeenAt',
} as const;
/**
 * Local storage: the language, and settings kept per user on this browser (issue 25), stored under
 * `userKey(key, userName)` so that two people sharing a browser keep their own.
 */
export const LOCAL_KEYS = {
  language: 'language',
  favouriteLeagues: 'favouriteLeagues',
  realityCheckMinutes: 'realityCheckMinutes',
  /** How prices are shown (issue 25): one choice for the browser, before and after login. */
  oddsFormat: 'oddsFormat',
  /** What the slip does when a price moves (issue 25), per user. */
  oddsChanges: 'oddsChanges',
} as const;

/** A per-user local storage key: `favouriteLeagues:demo`. */
export const userKey = (key: (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS], userName: string) =>
  `${key}:${userName}`;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * Keys logout clears (SPEC §4): user, slip, cart, if flag, teaser and sport events; and the
 * session's start and reality check, which belong to the session (issue 25).
 */
export const LOGOUT_KEYS: SessionKey[] = [
  SESSION_KEYS.currentUser,
  SESSION_KEYS.currentCustomer,
  SESSION_KEYS.betSlip,
  SESSION_KEYS.cart,
  SESSION_KEYS.ifFlag,
  SESSION_KEYS.teaser,
  SESSION_KEYS.sportEvents,
  SESSION_KEYS.loginAt,
  SESSION_KEYS.realityCheckSeenAt,
];

/** What readStored needs of a zod schema or of a contract guard (decision 161): its safeParse. */
export interface StoredCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Reads a stored JSON value through its schema: storage is untrusted, a bad value reads as null. */
export function readStored<T>(storage: Storage, key: string, schema: StoredCheck<T>): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage, key: string, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}
