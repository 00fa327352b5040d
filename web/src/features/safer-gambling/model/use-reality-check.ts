import { useCallback, useEffect, useState } from 'react';
import {
  markRealityCheckSeen,
  minutesSince,
  nextRealityCheck,
  useRealityCheckMinutes,
  useRealityCheckSeenAt,
} from '@/lib/reality-check-schedule.ts';
import { useSession } from '@/lib/session/session-store.ts';

export interface RealityCheckState {
  /** Minutes logged in when the check came due; null while none is due. */
  minutes: number | null;
  loginAt: number | null;
  /** Continue: closes the check until the next interval. */
  acknowledge: () => void;
}

/**
 * Issue 25's reality check: due every N minutes of the session (N from the user menu), counted
 * from the login time kept with the session, so a reload neither restarts nor skips it. A timer
 * waits for the next due time (Playwright's clock can jump it); a check that came due while the
 * page was closed shows at once.
 */
export function useRealityCheck(): RealityCheckState {
  const session = useSession();
  const loginAt = session?.loginAt ?? null;
  const interval = useRealityCheckMinutes(session?.user.userName);
  const seenAt = useRealityCheckSeenAt();
  const [due, setDue] = useState<{ minutes: number; seenAt: number | null } | null>(null);

  useEffect(() => {
    if (loginAt === null) return;
    const at = nextRealityCheck({ loginAt, seenAt, minutes: interval });
    const show = () => {
      setDue({ minutes: minutesSince(loginAt), seenAt });
    };
    // Overdue (the page was closed, or asleep): at once.
    const timer = setTimeout(show, Math.max(0, at - Date.now()));
    return () => {
      clearTimeout(timer);
    };
  }, [loginAt, seenAt, interval]);

  const acknowledge = useCallback(() => {
    markRealityCheckSeen();
  }, []);

  // A due check is answered once the stored answer moves on from the one it was computed with.
  const open = due !== null && due.seenAt === seenAt && loginAt !== null;
  return { minutes: open ? due.minutes : null, loginAt, acknowledge };
}
