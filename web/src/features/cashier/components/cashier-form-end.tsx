import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { MoneyCall } from '@/lib/money-call/use-money-call.ts';

/**
 * The end of a cashier form (deposit, withdraw): a lost answer's "not done" with its Retry, then
 * the submit button with the call's progress line beside it, which the button points at. Both
 * forms' texts are in their own namespace under the same keys.
 */
export function CashierFormEnd<I, R, C>({
  texts,
  call,
  disabled,
  onRetry,
  buttonClassName,
}: {
  texts: 'deposit' | 'withdraw';
  call: MoneyCall<I, R, C>;
  /** The submit button is off (besides while the call is blocked, which the form says). */
  disabled: boolean;
  onRetry: () => void;
  buttonClassName?: string;
}) {
  const { t } = useTranslation(texts);
  const progressId = useId();
  return (
    <>
      {call.end?.step === 'notDone' && <MoneyCallNotDone text={t('notDone')} onRetry={onRetry} />}
      <div className="grid gap-2 sm:flex sm:flex-row-reverse sm:items-center sm:justify-start">
        <Button
          type="submit"
          className={buttonClassName}
          disabled={disabled}
          aria-describedby={progressId}
        >
          {t('submit')}
        </Button>
        <MoneyCallProgress id={progressId} call={call} />
      </div>
    </>
  );
}
