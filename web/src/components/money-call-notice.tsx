import { useTranslation } from 'react-i18next';
import { Loader2Icon, WifiOffIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { MoneyCallState } from '@/lib/money-call/use-money-call.ts';

/**
 * What a money call's screen shows beside its button (issue 24, decision 108): nothing while idle,
 * the wait ("Placing bet…") while sending, the check ("Checking your bet…") when the answer was
 * lost, both as the call's description words them (`progress`), and why the button is off while
 * offline. `id` lets the button point at it (aria-describedby).
 */
export function MoneyCallProgress({
  id,
  call,
}: {
  id: string;
  /**
   * The call's state: its phase, whether the browser is offline, and its progress texts; or, for
   * a line that only says why money buttons are off, no phase.
   */
  call:
    | Pick<MoneyCallState, 'phase' | 'offline' | 'progress'>
    | { readonly phase: null; readonly offline: boolean };
}) {
  const { t } = useTranslation();
  const { phase } = call;
  const text =
    phase !== null ? t(call.progress[phase]) : call.offline ? t('offline.moneyDisabled') : null;
  return (
    <p
      id={id}
      role="status"
      className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground"
    >
      {text === null ? null : phase ? (
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <WifiOffIcon className="size-4" aria-hidden="true" />
      )}
      {text}
    </p>
  );
}

/**
 * The truthful "not done" end of a money call whose answer was lost: nothing was booked, the form
 * is as it was, and a retry is safe. Retry is a money button too: off while offline (`disabled`),
 * pointing at the line that says why (`describedBy`, the MoneyCallProgress id).
 */
export function MoneyCallNotDone({
  text,
  onRetry,
  disabled = false,
  describedBy,
}: {
  text?: string;
  onRetry: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" className="flex flex-wrap items-center justify-between gap-2">
      <span>{text ?? t('moneyCall.notDone')}</span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onRetry}
      >
        {t('retry')}
      </Button>
    </Alert>
  );
}
