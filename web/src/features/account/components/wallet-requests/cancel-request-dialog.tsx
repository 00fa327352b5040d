import { useTranslation } from 'react-i18next';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormat } from '@/lib/use-format.ts';
import { useCancelRequest } from '../../api/request-mutations.ts';

/**
 * SPEC §2, §4: 'Are you sure that you want to delete' before a pending request is cancelled.
 * The answer comes as a toast (success or the server's detail); the dialog closes either way.
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
  const confirm = () => {
    if (!request || cancel.isPending) return;
    cancel.mutate(request, {
      onSettled: () => {
        onOpenChange(false);
      },
    });
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!cancel.isPending) onOpenChange(open);
      }}
    >
      <DialogContent role="alertdialog" className="sm:max-w-sm" closeLabel={t('close')}>
        {request && (
          <>
            <DialogHeader>
              <DialogTitle>{t('cancel.title')}</DialogTitle>
              <DialogDescription className="grid gap-1 text-base text-foreground">
                <span>{t('cancel.confirm')}</span>
                <span className="text-sm text-muted-foreground">
                  {t('cancel.summary', {
                    type: t(`type.${request.type}`),
                    amount: format.money(request.amount),
                    date: format.dateTime(request.createdDate),
                  })}
                </span>
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  {t('cancel.no')}
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
                {cancel.isPending && <Spinner label={t('cancel.cancelling')} />}
                {t('cancel.yes')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
