import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import {
  parseQuickGameBet,
  type BetType,
  type ParsedQuickGameBet,
  type QuickGameMessageKey,
} from '@sportsbook/contracts/rules/quick-game';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatAmountInput } from '@/lib/format-money.ts';
import { KEYBOARD_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';

/** Which control a message is about: it is shown beside that control and describes it. */
export type MessageField = 'bet' | 'amount' | 'lottery';

const FIELD_OF: Record<QuickGameMessageKey, MessageField> = {
  'quickGame.betEmpty': 'bet',
  'quickGame.amountEmpty': 'amount',
  'quickGame.amountInvalid': 'amount',
  'quickGame.amountCents': 'amount',
  'quickGame.amountPositive': 'amount',
  'quickGame.amountTooLarge': 'amount',
  'quickGame.lotteryRequired': 'lottery',
  'quickGame.noBets': 'bet',
  'quickGame.betTypeInvalid': 'bet',
  'quickGame.repeatedNumbers': 'bet',
  'quickGame.invalidApple': 'bet',
};

export interface FormMessage {
  key: QuickGameMessageKey;
  field: MessageField;
}

export const messageFor = (key: QuickGameMessageKey): FormMessage => ({
  key,
  field: FIELD_OF[key],
});

/**
 * SPEC §5 the bet form, keyboard first: Enter in the bet moves to the amount, Enter in the amount
 * adds the bet, Escape clears the field it is pressed in; a line under the form says so where there
 * is likely a keyboard (not on a touch-only phone). The contract's rule parses the bet; its
 * message is shown under the fields, announced, and describes the control it is about.
 */
export function BetForm({
  betTypes,
  lottery,
  message,
  messageId,
  disabled,
  onMessage,
  onAdd,
  onLotteryMissing,
}: {
  betTypes: readonly BetType[];
  lottery: number | null;
  message: FormMessage | null;
  messageId: string;
  disabled: boolean;
  onMessage: (message: FormMessage | null) => void;
  onAdd: (bet: ParsedQuickGameBet) => void;
  onLotteryMissing: () => void;
}) {
  const { t, i18n } = useTranslation('quick-games');
  const betId = useId();
  const amountId = useId();
  const betRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const [bet, setBet] = useState('');
  const [amount, setAmount] = useState('');
  const hasKeyboard = useMediaQuery(KEYBOARD_QUERY);

  const describe = (field: MessageField) =>
    message?.field === field
      ? { 'aria-invalid': true, 'aria-describedby': messageId }
      : { 'aria-invalid': false };

  const add = () => {
    const parsed = parseQuickGameBet(
      { bet, amount, lotteryGroupId: lottery, locale: i18n.language },
      betTypes,
    );
    if (!parsed.ok) {
      const next = messageFor(parsed.messageKey);
      onMessage(next);
      if (next.field === 'amount') amountRef.current?.focus();
      else if (next.field === 'lottery') onLotteryMissing();
      else betRef.current?.focus();
      return;
    }
    onMessage(null);
    onAdd(parsed);
    setBet('');
    betRef.current?.focus();
  };

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>, clear: () => void) => {
    if (event.key !== 'Escape' || event.currentTarget.value === '') return;
    event.preventDefault();
    clear();
    onMessage(null);
  };

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-end gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={betId}>{t('form.bet')}</Label>
          <Input
            ref={betRef}
            id={betId}
            value={bet}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder={t('form.betPlaceholder')}
            className="font-mono"
            {...describe('bet')}
            onChange={(event) => {
              // The apple codes are a capital E; a lower-case e is the same key pressed.
              setBet(event.target.value.toUpperCase());
              if (message) onMessage(null);
            }}
            onKeyDown={(event) => {
              clearOnEscape(event, () => {
                setBet('');
              });
              if (event.key === 'Enter') {
                event.preventDefault();
                amountRef.current?.focus();
                amountRef.current?.select();
              }
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={amountId}>{t('form.amount')}</Label>
          <Input
            ref={amountRef}
            id={amountId}
            value={amount}
            disabled={disabled}
            inputMode="decimal"
            autoComplete="off"
            placeholder={formatAmountInput(0, i18n.language)}
            className="tabular-nums"
            {...describe('amount')}
            onChange={(event) => {
              setAmount(event.target.value);
              if (message) onMessage(null);
            }}
            onKeyDown={(event) => {
              clearOnEscape(event, () => {
                setAmount('');
              });
            }}
          />
        </div>
        <Button type="submit" disabled={disabled} className="col-span-2 sm:col-span-1">
          <PlusIcon aria-hidden="true" />
          {t('form.add')}
        </Button>
      </div>
      {/* The keys' hint only where there is likely a keyboard (decision 181). */}
      {hasKeyboard && <p className="text-xs text-muted-foreground">{t('form.keys')}</p>}
    </form>
  );
}
