import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-store.ts';
import { useUnreadCounts } from '../model/use-account-figures.ts';
import { useHighPriorityDismissal } from '../model/high-priority-dismissal.ts';
import { loadHighPriorityNotice } from './load-high-priority-notice.ts';

const INBOX_PATH = '/inbox';

// The dialog's code loads the first time there is a notice to show (issue 15, decision 095).
const HighPriorityNotice = lazy(loadHighPriorityNotice);

/**
 * SPEC §2 top bar: 'You have {n} unread high priority messages.' while there are any and the user
 * is not on the inbox; once closed it stays closed for the session. Go to Inbox opens the inbox.
 */
export function HighPriorityDialog() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useSession()?.user.token ?? '';
  const { highPriorityUnread } = useUnreadCounts();
  const [dismissed, dismiss] = useHighPriorityDismissal(token);
  const open = Boolean(token) && highPriorityUnread > 0 && !dismissed && pathname !== INBOX_PATH;
  // Once shown, it stays mounted so it can close as a dialog does.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <HighPriorityNotice
        open={open}
        count={highPriorityUnread}
        onDismiss={dismiss}
        onGoToInbox={() => {
          dismiss();
          void navigate(INBOX_PATH);
        }}
      />
    </Suspense>
  );
}
