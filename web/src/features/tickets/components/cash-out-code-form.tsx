import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateCashOutCode, isCashOutCodeMatch } from '@sportsbook/contracts/rules/cash-out';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import type { MoneyPhase } from '@/lib/money-call/money-call.ts';
import { cashOutCall } from '../model/use-cash-out.ts';

/** A new code, never the one just shown, so a bettor sees that it changed. */
function freshCode(previous: number): number {
  let next = generateCashOutCode();
  while (next === previous) next = generateCashOutCode();
  return next;
}

const CODE_DIGITS = 5;

/**
 * SPEC §5 cash-out confirmation: the bettor types the random 5-digit code shown; Sell stays off
 * until it matches. `onConfirm` gets `restart`, which shows a new code and clears the field (a
 * refused sale, SPEC §8). While the sale is under way the line beside Sell says "Selling…", then
 * "Checking your sale…" if its answer was lost; offline, Sell is off and the line says why. A sale
 * not done keeps the code and what was typed, with Retry (issue 24).
 */
export function CashOutCodeForm({
  amountText,
  phase,
  offline,
  notDone,
  blocked,
  onConfirm,
}: {
  /** The quoted amount, formatted. */
  amountText: string;
  /** The sale is being sent, or its lost answer checked. */
  phase: MoneyPhase | null;
  offline: boolean;
  /** The last sale's answer was lost and the ticket is not sold. */
  notDone: boolean;
  /** The quote is being read again: no sale until it is current. */
  blocked: boolean;
  onConfirm: (restart: () => void) => void;
}) {
  const { t } = useTranslation('tickets');
  const [code, setCode] = useState(() => generateCashOutCode());
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [promptId, codeId, errorId, progressId] = [
    `${id}-prompt`,
    `${id}-code`,
    `${id}-error`,
    `${id}-progress`,
  ];
  const pending = phase !== null;
  const matches = isCashOutCodeMatch(typed, code);
  const canSell = matches && !pending && !blocked && !offline;
  const mismatch = typed.length >= CODE_DIGITS && !matches;

  const restart = () => {
    setCode(freshCode(code));
    setTyped('');
    input.current?.focus();
  };
  const confirm = () => {
    if (canSell) onConfirm(restart);
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <p className="text-center text-sm sm:text-left">
        {t('cashOut.value', { amount: amountText })}
      </p>
      <div className="grid gap-1 rounded-md border bg-muted/50 p-3 text-center">
        <p id={promptId} className="text-sm">
          {t('cashOut.codePrompt')}
        </p>
        <p id={codeId} className="font-mono text-3xl font-bold tracking-[0.3em]">
          {code}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t('cashOut.codeLabel')}</Label>
        <Input
          ref={input}
          id={id}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS));
          }}
          // Read-only, not disabled, while selling: it keeps focus for a refused sale's new code.
          readOnly={pending}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={CODE_DIGITS}
          aria-invalid={mismatch}
          aria-describedby={[promptId, codeId, ...(mismatch ? [errorId] : [])].join(' ')}
          className="text-center font-mono text-lg tracking-[0.3em]"
        />
        {mismatch && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {t('cashOut.codeMismatch')}
          </p>
        )}
      </div>
      {notDone && (
        <MoneyCallNotDone
          text={t('cashOut.notDone')}
          disabled={!canSell}
          describedBy={progressId}
          onRetry={confirm}
        />
      )}
      {/* The line stays close to the buttons it speaks for (empty while idle). */}
      <div className="grid gap-2">
        <MoneyCallProgress
          id={progressId}
          call={{ phase, offline, progress: cashOutCall.progress }}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('cashOut.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={!canSell} aria-describedby={progressId}>
            {t('cashOut.confirm')}
          </Button>
        </DialogFooter>
      </div>
    </form>
  );
}
