import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailWarningIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog.tsx';
import { useSession } from '@/lib/session-store.ts';
import { useUnreadCounts } from '../model/use-account-figures.ts';
import { useHighPriorityDismissal } from '../model/high-priority-dismissal.ts';

const INBOX_PATH = '/inbox';

/**
 * SPEC §2 top bar: 'You have {n} unread high priority messages.' while there are any and the user
 * is not on the inbox; once closed it stays closed for the session. Go to Inbox opens the inbox.
 */
export function HighPriorityDialog() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useSession()?.user.token ?? '';
  const { highPriorityUnread } = useUnreadCounts();
  const [dismissed, dismiss] = useHighPriorityDismissal(token);
  const open = Boolean(token) && highPriorityUnread > 0 && !dismissed && pathname !== INBOX_PATH;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      {/* No corner X: the footer has Close. Escape closes it too; a click beside it does not. */}
      <DialogContent
        showCloseButton={false}
        aria-describedby={undefined}
        onInteractOutside={(event) => {
          event.preventDefault();
        }}
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <MailWarningIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle className="pt-2 text-base font-medium leading-snug">
            {t('highPriority.text', { n: highPriorityUnread })}
          </DialogTitle>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={dismiss}>
            {t('highPriority.close')}
          </Button>
          <Button
            onClick={() => {
              dismiss();
              void navigate(INBOX_PATH);
            }}
          >
            {t('highPriority.goToInbox')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
