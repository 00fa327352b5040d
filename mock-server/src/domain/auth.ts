import type { UserSession } from '@sportsbook/contracts/schemas/session';
import type { MockState } from '../db/state.ts';
import { DomainError } from './errors.ts';
import type { AreaHandlers, Caller, UserRecord } from './handler.ts';
import { balanceOf } from './ledger.ts';
import { settingsOf, teaserPricesOf } from '../db/accessors.ts';
import { sessionByToken, userById } from '../db/by-key.ts';

export const INVALID_LOGIN = 'The user name or password is incorrect.';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c] ?? '',
  );
}

export function findUserByName(state: MockState, userName: string): UserRecord | null {
  const wanted = userName.trim().toLowerCase();
  return state.db.user.findFirst({ where: { userName: { equals: wanted } } });
}

type SessionsEndedListener = (tokens: readonly string[]) => void;
const sessionsEndedListeners = new WeakMap<MockState, Set<SessionsEndedListener>>();

/**
 * Tells `listener` the tokens of sessions that end (logout, password change or reset), so the push
 * hub can close their connections. Returns the unsubscribe function.
 */
export function onSessionsEnded(state: MockState, listener: SessionsEndedListener): () => void {
  let listeners = sessionsEndedListeners.get(state);
  if (!listeners) {
    listeners = new Set();
    sessionsEndedListeners.set(state, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function endSessions(state: MockState, tokens: readonly string[]): void {
  if (tokens.length === 0) return;
  for (const token of tokens) state.db.session.delete({ where: { token: { equals: token } } });
  for (const listener of sessionsEndedListeners.get(state) ?? []) listener(tokens);
}

/** Ends every session of the user but `keepToken`'s (all of them when it is undefined). */
export function endUserSessions(state: MockState, userId: number, keepToken?: string): void {
  const tokens = state.db.session
    .findMany({ where: { userId: { equals: userId } } })
    .map((session) => session.token)
    .filter((token) => token !== keepToken);
  endSessions(state, tokens);
}

/** Whether a token's session stands, without counting as activity (the hub asks before pushes). */
export function sessionIsLive(state: MockState, token: string): boolean {
  const session = sessionByToken(state.db, token);
  return session !== null && state.now().getTime() - session.lastSeenAt <= state.sessionTtlMs;
}

/** Every token whose session is live now, in one pass (the hub's broadcasts; sessionIsLive's rule). */
export function liveSessionTokens(state: MockState): Set<string> {
  const now = state.now().getTime();
  const live = new Set<string>();
  for (const session of state.db.session.getAll()) {
    if (now - session.lastSeenAt <= state.sessionTtlMs) live.add(session.token);
  }
  return live;
}

/** The caller behind a bearer token, or null when missing, unknown, logged out or idle too long. */
export function authenticate(state: MockState, token: string | undefined): Caller | null {
  if (!token) return null;
  const session = sessionByToken(state.db, token);
  if (!session) return null;
  const now = state.now().getTime();
  if (now - session.lastSeenAt > state.sessionTtlMs) {
    state.db.session.delete({ where: { token: { equals: token } } });
    return null;
  }
  const user = userById(state.db, session.userId);
  if (!user) return null;
  // Activity is recorded to the second: enough for an idle timeout, and no write on every call.
  if (now - session.lastSeenAt >= 1000) {
    state.db.session.update({ where: { token: { equals: token } }, data: { lastSeenAt: now } });
  }
  return callerOf(user, token);
}

/** The caller of a session: the one place a user's settings are resolved for the handlers. */
export const callerOf = (user: UserRecord, token: string): Caller => ({
  user,
  token,
  settings: settingsOf(user),
});

export function toUserSession(state: MockState, { user, token, settings }: Caller): UserSession {
  return {
    token,
    userName: user.userName,
    userId: user.userId,
    accountBalance: balanceOf(state, user.userId),
    pwdChangeFlag: user.pwdChangeFlag,
    teasers: settings.allowTeaser
      ? state.db.teaser.findMany({ orderBy: { id: 'asc' } }).map((t) => ({
          id: t.id,
          name: t.name,
          shortName: t.shortName,
          minTeam: t.minTeam,
          maxTeam: t.maxTeam,
          pricesList: teaserPricesOf(state, t.id),
        }))
      : [],
    settingUI: settings,
  };
}

export const authHandlers: AreaHandlers<'auth.token' | 'auth.logout'> = {
  'auth.token': ({ state }, { body }) => {
    const user = findUserByName(state, body.userName);
    // Staff accounts have no customer record and no password: they never log in here.
    if (!user || user.customerId <= 0 || user.password !== body.password) {
      throw new DomainError(400, INVALID_LOGIN);
    }
    const token = randomToken();
    state.db.session.create({
      token,
      userId: user.userId,
      clientId: body.clientId,
      lastSeenAt: state.now().getTime(),
    });
    return toUserSession(state, callerOf(user, token));
  },
  'auth.logout': ({ state, caller }) => {
    endSessions(state, [caller.token]); // and its hub connections
    return { success: true };
  },
};
