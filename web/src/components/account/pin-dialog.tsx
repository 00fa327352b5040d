import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { accountQueries } from '@/lib/queries/account-queries.ts';

function PinValue() {
  const { t } = useTranslation('account');
  const query = useQuery(accountQueries.userPin());
  if (query.isPending) {
    return (
      <div role="status" className="grid justify-items-center gap-1">
        <span className="sr-only">{t('pin.loading')}</span>
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }
  if (query.isError) {
    return <QueryLoadError message={t('pin.error')} query={query} />;
  }
  const pin = query.data.message.trim();
  return pin ? (
    <p
      className="text-center font-mono text-3xl font-semibold tracking-[0.3em]"
      aria-label={t('pin.value', { pin: pin.split('').join(' ') })}
    >
      {pin}
    </p>
  ) : (
    <p className="text-center text-lg font-medium text-muted-foreground">{t('pin.notAvailable')}</p>
  );
}

/**
 * SPEC §2: the account PIN for branch withdrawals, asked afresh each time the dialog opens
 * (never cached), or 'Not available' when the server has none.
 */
export function PinDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-sm"
      title={t('pin.title')}
      description={t('pin.use')}
      footer={
        <Button
          variant="outline"
          onClick={() => {
            onOpenChange(false);
          }}
        >
          {t('close')}
        </Button>
      }
    >
      {open && <PinValue />}
    </TitledDialog>
  );
}
