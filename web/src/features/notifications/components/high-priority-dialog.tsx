import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '@/lib/after-first-reads.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useUnreadCounts } from '../model/use-account-figures.ts';
import { useHighPriorityDismissal } from '../model/high-priority-dismissal.ts';
import {
  type HighPriorityNotice,
  loadedHighPriorityNotice,
  loadHighPriorityNotice,
} from './load-high-priority-notice.ts';

const INBOX_PATH = '/inbox';

/**
 * The notice's component: at once when its chunk is in (a reload's early read fetches it), else
 * fetched now and shown as it arrives. Not `lazy`: React shows a suspended boundary's content no
 * sooner than 300 ms after its fallback, and on a reload that held the page's largest paint back
 * (decision 226). A chunk that fails to load leaves the notice out; the envelope still counts.
 */
function useNoticeCode(wanted: boolean): { Notice: HighPriorityNotice } | null {
  // The module keeps the component once its chunk is in; this state only renders again then.
  const [, setArrived] = useState(false);
  const Notice = loadedHighPriorityNotice();
  useEffect(() => {
    if (!wanted || Notice) return;
    let live = true;
    loadHighPriorityNotice().then(
      () => {
        if (live) setArrived(true);
      },
      (error: unknown) => {
        console.error(error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Notice]);
  return Notice ? { Notice } : null;
}

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
  // Once shown, it stays mounted so it can close as a dialog does. It first opens after the
  // next paint: opened in a reload's first commit, the modal (its scroll lock's measure, its
  // focus) laid the whole new page out inside that commit's task (decision 226).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open && !shown)
      return afterNextPaint(() => {
        setShown(true);
      });
  }, [open, shown]);
  const code = useNoticeCode(open || shown);
  if (!shown || !code) return null;
  return (
    <code.Notice
      open={open}
      count={highPriorityUnread}
      onDismiss={dismiss}
      onGoToInbox={() => {
        dismiss();
        void navigate(INBOX_PATH);
      }}
    />
  );
}
