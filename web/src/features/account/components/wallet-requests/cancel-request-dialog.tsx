import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { stepOf } from '@/lib/money-call/money-call-machine.ts';
import { useFormat } from '@/lib/use-format.ts';
import { useCancelRequest } from '../../api/request-mutations.ts';

/**
 * SPEC §2, §4: 'Are you sure that you want to delete' before a pending request is cancelled.
 * The answer comes as a toast (success or the server's detail) and the dialog closes. When the
 * answer is lost (issue 24) the dialog stays, says it is checking, and either closes on what the
 * server did or says the request was not cancelled, with a retry.
 */
export function CancelRequestDialog({
  request,
  onOpenChange,
}: {
  request: WalletRequest | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('requests');
  const format = useFormat();
  const cancel = useCancelRequest();
  const progressId = useId();
  const busy = cancel.phase !== null;
  const close = () => {
    cancel.reset();
    onOpenChange(false);
  };
  const confirm = () => {
    if (!request) return;
    void cancel.run(request).then((outcome) => {
      // Not done keeps the question open with its retry; a second press ends nothing.
      const step = stepOf(outcome);
      if (step === 'done' || step === 'refused') close();
    });
  };
  return (
    <TitledDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (busy) return;
        if (open) onOpenChange(true);
        else close();
      }}
      role="alertdialog"
      className="sm:max-w-sm"
      closeLabel={t('close')}
      dismissible={!busy}
      title={t('cancel.title')}
      descriptionClassName="grid gap-1 text-base text-foreground"
      description={
        request && (
          <>
            <span>{t('cancel.confirm')}</span>
            <span className="text-sm text-muted-foreground">
              {t('cancel.summary', {
                type: t(`type.${request.type}`),
                amount: format.money(request.amount),
                date: format.shortDateTime(request.createdDate),
              })}
            </span>
          </>
        )
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('cancel.no')}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={cancel.blocked}
            aria-describedby={progressId}
          >
            {t('cancel.yes')}
          </Button>
        </>
      }
    >
      {cancel.end?.step === 'notDone' && (
        <MoneyCallNotDone text={t('cancel.notDone')} onRetry={confirm} />
      )}
      <MoneyCallProgress id={progressId} call={cancel} />
    </TitledDialog>
  );
}
