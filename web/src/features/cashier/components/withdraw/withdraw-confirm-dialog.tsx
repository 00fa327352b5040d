import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { MoneyCallProgress } from '@/components/money-call-notice.tsx';
import type { MoneyCallState } from '@/lib/money-call/use-money-call.ts';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * SPEC §4 Withdraw: the confirmation before the request, summarising method, amount and where the
 * money goes. While the request is on its way, or checked after a lost answer (issue 24), it cannot
 * be dismissed or confirmed twice, and the line beside the button says what is happening (or,
 * offline, why it cannot be sent).
 * (The shared ConfirmDialog asks a one-line question and has no in-flight state.)
 */
export function WithdrawConfirmDialog({
  open,
  rows,
  call,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  rows: readonly SummaryRow[];
  call: MoneyCallState;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('withdraw');
  const progressId = useId();
  const pending = call.phase !== null;
  const change = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      role="alertdialog"
      className="sm:max-w-md"
      dismissible={!pending}
      showCloseButton={false}
      title={t('confirm.title')}
      description={t('confirm.description')}
      footer={
        <>
          <Button
            variant="outline"
            disabled={pending}
            onClick={() => {
              change(false);
            }}
          >
            {t('confirm.no')}
          </Button>
          <Button onClick={onConfirm} disabled={call.blocked} aria-describedby={progressId}>
            {t('confirm.yes')}
          </Button>
        </>
      }
    >
      <dl className="grid gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      <MoneyCallProgress id={progressId} call={call} />
    </TitledDialog>
  );
}
