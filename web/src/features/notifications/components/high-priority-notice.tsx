import { useTranslation } from 'react-i18next';
import { MailWarningIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog.tsx';

/** The high-priority notice itself (loaded the first time there is one to show). */
export default function HighPriorityNotice({
  open,
  count,
  onDismiss,
  onGoToInbox,
}: {
  open: boolean;
  count: number;
  onDismiss: () => void;
  onGoToInbox: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
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
            {t('highPriority.text', { count })}
          </DialogTitle>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            {t('highPriority.close')}
          </Button>
          <Button onClick={onGoToInbox}>{t('highPriority.goToInbox')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
