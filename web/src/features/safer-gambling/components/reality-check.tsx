import { lazy, useState } from 'react';
import { LazyPart } from '@/components/lazy-part.tsx';
import { useRealityCheck } from '../model/use-reality-check.ts';

// The dialog's code (and the ticket read behind its figures) loads the first time a check is due.
const RealityCheckDialog = lazy(() => import('./reality-check-dialog.tsx'));

/**
 * Issue 25: every N minutes of a logged-in session, 'You have been logged in for {minutes}
 * minutes.' with what was staked and returned since login, Continue, Log out and the account
 * history. Mounted by the main layout, so it runs on every screen behind login.
 */
export function RealityCheck() {
  const { minutes, loginAt, acknowledge } = useRealityCheck();
  const open = minutes !== null && loginAt !== null;
  // Once shown, it stays mounted so it can close as a dialog does.
  const [shown, setShown] = useState<{ minutes: number; loginAt: number } | null>(null);
  if (open && (shown?.minutes !== minutes || shown.loginAt !== loginAt))
    setShown({ minutes, loginAt });
  if (!shown) return null;
  return (
    <LazyPart fallback={null} failed={null}>
      <RealityCheckDialog
        open={open}
        minutes={shown.minutes}
        loginAt={shown.loginAt}
        onContinue={acknowledge}
      />
    </LazyPart>
  );
}
