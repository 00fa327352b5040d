import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2Icon } from 'lucide-react';
import { generateCashOutCode, isCashOutCodeMatch } from '@sportsbook/contracts/rules/cash-out';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

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
 * refused sale, SPEC §8).
 */
export function CashOutCodeForm({
  amountText,
  pending,
  blocked,
  onConfirm,
}: {
  /** The quoted amount, formatted. */
  amountText: string;
  /** The sale is in flight. */
  pending: boolean;
  /** The quote is being read again: no sale until it is current. */
  blocked: boolean;
  onConfirm: (restart: () => void) => void;
}) {
  const { t } = useTranslation('tickets');
  const [code, setCode] = useState(() => generateCashOutCode());
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [promptId, codeId, errorId] = [`${id}-prompt`, `${id}-code`, `${id}-error`];
  const matches = isCashOutCodeMatch(typed, code);
  const mismatch = typed.length >= CODE_DIGITS && !matches;

  const restart = () => {
    setCode(freshCode(code));
    setTyped('');
    input.current?.focus();
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !pending && !blocked) onConfirm(restart);
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {t('cashOut.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!matches || pending || blocked}>
          {pending ? (
            <>
              <Loader2Icon className="animate-spin" aria-hidden="true" />
              {t('cashOut.selling')}
            </>
          ) : (
            t('cashOut.confirm')
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
