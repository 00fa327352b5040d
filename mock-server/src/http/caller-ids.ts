import type { MockState } from '../db/state.ts';
import { authenticate } from '../domain/auth.ts';
import { sessionByToken } from '../db/by-key.ts';

/** authenticate() records activity to the second: within it, a session's answer cannot change. */
const ACTIVITY_STEP_MS = 1000;

interface Known {
  userId: number;
  lastSeenAt: number;
}

/**
 * The user behind a bearer token, for the answer cache's key (issue 27: the matchup page at 50
 * connections). authenticate() scans the session and user tables on every call, which cost a
 * cached read more than the rest of its path. Its answer for a token cannot change while the
 * state's revision stands (logins, logouts, password changes, control calls and resets all move
 * it) and the session's last activity is under a second old: authenticate() then neither records
 * activity nor finds the session idle (the idle timeout is longer than that step). So it runs
 * once a second per token in a burst of reads, with the same effects as on every call.
 */
export class CallerIds {
  private known = new Map<string, Known>();
  private revision = -1;
  private db: MockState['db'] | undefined;

  userIdOf(state: MockState, token: string | undefined): number | null {
    if (!token) return null;
    if (state.revision !== this.revision || state.db !== this.db) {
      this.known = new Map();
      this.revision = state.revision;
      this.db = state.db;
    }
    const now = state.now().getTime();
    const known = this.known.get(token);
    if (
      known &&
      state.sessionTtlMs > ACTIVITY_STEP_MS &&
      now >= known.lastSeenAt &&
      now - known.lastSeenAt < ACTIVITY_STEP_MS
    )
      return known.userId;
    const caller = authenticate(state, token);
    const session = caller ? sessionByToken(state.db, token) : null;
    if (!caller || !session) {
      this.known.delete(token);
      return null;
    }
    this.known.set(token, { userId: caller.user.userId, lastSeenAt: session.lastSeenAt });
    return caller.user.userId;
  }
}
