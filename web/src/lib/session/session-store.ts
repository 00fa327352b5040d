import { useSyncExternalStore } from 'react';
import type { UserSession } from '@sportsbook/contracts/schemas/session';
import type { Customer } from '@sportsbook/contracts/schemas/customer';
import { UserSessionGuard } from '@sportsbook/contracts/schemas/session.guard';
import { CustomerGuard } from '@sportsbook/contracts/schemas/customer.guard';
import { LOGOUT_KEYS, readStored, SESSION_KEYS, writeStored } from '../storage.ts';
import { createListeners } from '../listeners.ts';

export interface Session {
  user: UserSession;
  customer: Customer | null;
  /**
   * When the user logged in (epoch ms), kept with the session so a reload keeps it: the reality
   * check counts from it (issue 25). Null for a session stored before it was recorded.
   */
  loginAt: number | null;
}

/** The stored start, if it is a time at all (storage is untrusted). */
function readLoginAt(): number | null {
  const value = Number(sessionStorage.getItem(SESSION_KEYS.loginAt) ?? Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const { subscribe, notify } = createListeners();
let current: Session | null = load();

// Read when the app starts, /login included: guards that answer as the schemas do, without zod
// (decision 161).
function load(): Session | null {
  if (typeof sessionStorage === 'undefined') return null;
  const user = readStored(sessionStorage, SESSION_KEYS.currentUser, UserSessionGuard);
  if (!user) return null;
  return {
    user,
    customer: readStored(sessionStorage, SESSION_KEYS.currentCustomer, CustomerGuard),
    loginAt: readLoginAt(),
  };
}

function publish(next: Session | null) {
  current = next;
  notify();
}

/** The logged-in user and customer, mirrored to session storage (SPEC §3). */
export const sessionStore = {
  get: (): Session | null => current,
  subscribe,
  /** A login: the user, and the session's start (now). */
  setUser(user: UserSession, loginAt: number = Date.now()) {
    writeStored(sessionStorage, SESSION_KEYS.currentUser, user);
    writeStored(sessionStorage, SESSION_KEYS.loginAt, loginAt);
    publish({ user, customer: current?.customer ?? null, loginAt });
  },
  setCustomer(customer: Customer) {
    writeStored(sessionStorage, SESSION_KEYS.currentCustomer, customer);
    if (current) publish({ ...current, customer });
  },
  updateUser(patch: Partial<UserSession>) {
    if (!current) return;
    const user = { ...current.user, ...patch };
    writeStored(sessionStorage, SESSION_KEYS.currentUser, user);
    publish({ ...current, user });
  },
  /** Clears the user, slip, cart, if flag, teaser and sport events. */
  clear() {
    LOGOUT_KEYS.forEach((key) => {
      sessionStorage.removeItem(key);
    });
    publish(null);
  },
  /** Test hook: re-read storage. */
  reload() {
    publish(load());
  },
};

const snapshot = () => current;

export const useSession = (): Session | null => useSyncExternalStore(subscribe, snapshot, snapshot);

/** SPEC §4 route guard: a token and a customer with customerId above 0. */
export const isLoggedIn = (session: Session | null): session is Session & { customer: Customer } =>
  Boolean(session?.user.token) && (session?.customer?.customerId ?? 0) > 0;
