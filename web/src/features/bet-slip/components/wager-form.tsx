import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createWagerFormSchema,
  type WagerForm as WagerValues,
} from '@sportsbook/contracts/forms/wager';
import { amountInputValue } from '@sportsbook/contracts/rules/amount-input';
import type { Bonus } from '@sportsbook/contracts/schemas/account';
import type { SlipItem } from '@sportsbook/contracts/schemas/sportsbook';
import type { Teaser } from '@sportsbook/contracts/schemas/teaser';
import { Button } from '@/components/ui/button.tsx';
import { FormField, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Label } from '@/components/ui/label.tsx';
import { bonusStake, slipAmounts } from '../model/slip-rules.ts';
import { useSlipState } from '@/lib/picks/slip-store.ts';
import { wagerDraft } from '../model/wager-draft.ts';
import { PLACE_BET_PROGRESS } from '../model/place-bet.ts';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import type { WagerInput } from '@/lib/picks/slip-bet.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import type { MoneyPhase } from '@/lib/money-call/money-call.ts';

/** What the fields hold: text as typed (the contract's schema reads it into numbers). */
type WagerFields = z.input<ReturnType<typeof createWagerFormSchema>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface WagerFormProps {
  items: SlipItem[];
  teaser: Teaser | null;
  bonuses: Bonus[];
  bonusEnabled: boolean;
  bonusMode: boolean;
  onBonusMode: (on: boolean) => void;
  minAmount: number;
  maxAmount: number;
  /** Moved prices not yet accepted: the bet cannot be placed. */
  blocked: boolean;
  /** The bet under way: being placed, or its lost answer being checked (issue 24). */
  phase: MoneyPhase | null;
  /** Offline: no bet can be placed, and the reason shows beside the button. */
  offline: boolean;
  /** The last send was lost and nothing was placed: the form stays as typed, with Retry. */
  notDone: boolean;
  onSubmit: (wager: WagerInput) => void;
}

const EMPTY: WagerFields = { wagerAmount: '', ifWagerAmount: '', bonusId: '' };

/**
 * SPEC §5 Wager: the amount (from settingUI.minAmount up to maxAmount), the if-bet amount (up to the
 * slip's to-win), bonus mode (the first bonus selected, the stake is the bonus) and to-win computed
 * as the bettor types with the contract's payout maths. Place bet is off while the form is invalid,
 * a moved price waits for acceptance, a bet is being placed or checked, or the browser is offline;
 * the line beside it says which (issue 24). Whatever happens to a send, what was typed stays.
 */
export function WagerForm(props: WagerFormProps) {
  const { items, teaser, bonuses, bonusMode, minAmount, maxAmount } = props;
  const { t, i18n } = useTranslation('betslip');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const hasIf = items.some((item) => item.ifRow);
  const bonusSwitchId = useId();
  const progressId = useId();
  const stakeOf = (values: WagerFields): number => {
    const chosen = bonuses.find((candidate) => String(candidate.bonusId) === text(values.bonusId));
    return bonusMode && chosen
      ? bonusStake(chosen)
      : amountInputValue(text(values.wagerAmount), i18n.language);
  };
  // The if-bet cap is the slip's to-win for the stake being checked, so the schema is built per check.
  const resolver: Resolver<WagerFields, unknown, WagerValues> = (values, context, options) =>
    zodResolver(
      createWagerFormSchema({
        minAmount,
        maxAmount,
        slipToWin: slipAmounts(items, teaser, stakeOf(values), 0).toWin,
        bonusMode,
        locale: i18n.language,
      }),
    )(values, context, options);
  // What was typed for this slip before the form was last closed (the phone's sheet) comes back.
  const slipId = useSlipState().slip?.slipId ?? null;
  const [draft] = useState(() => (bonusMode ? null : wagerDraft.read(slipId)));
  const form = useForm<WagerFields, unknown, WagerValues>({
    mode: 'onChange',
    defaultValues: draft ? { ...EMPTY, ...draft } : EMPTY,
    resolver,
  });
  const watched = useWatch({
    control: form.control,
    name: ['wagerAmount', 'ifWagerAmount', 'bonusId'],
  });
  const [wagerText, ifText, bonusText] = watched.map(text);
  const bonus = bonuses.find((candidate) => String(candidate.bonusId) === bonusText) ?? null;
  const stake = stakeOf({ wagerAmount: wagerText, ifWagerAmount: ifText, bonusId: bonusText });
  const amounts = slipAmounts(
    items,
    teaser,
    stake,
    hasIf ? amountInputValue(ifText ?? '', i18n.language) : 0,
  );
  // New picks or a new teaser change the to-win, and with it the if-bet cap.
  useEffect(() => {
    if (form.formState.isDirty) void form.trigger();
  }, [items, teaser, bonusMode, form]);
  // A restored draft is checked at once: its messages show as they did before the form closed.
  useEffect(() => {
    if (draft) void form.trigger();
  }, [draft, form]);
  useEffect(() => {
    const typed = { wagerAmount: wagerText ?? '', ifWagerAmount: ifText ?? '' };
    const empty = typed.wagerAmount === '' && typed.ifWagerAmount === '';
    wagerDraft.write(slipId, bonusMode || empty ? null : typed);
  }, [slipId, bonusMode, wagerText, ifText]);

  // SPEC §4 Bonus mode: switching on selects the first bonus and stakes it.
  useEffect(() => {
    const first = bonuses[0];
    if (bonusMode && first && !bonus) {
      form.setValue('bonusId', String(first.bonusId), { shouldValidate: true, shouldDirty: true });
    }
    if (bonusMode && bonus) {
      form.setValue('wagerAmount', String(bonusStake(bonus)), {
        shouldValidate: true,
        shouldDirty: true,
      });
    }
    if (!bonusMode && bonusText !== '') form.setValue('bonusId', '', { shouldValidate: true });
  }, [bonusMode, bonus, bonuses, bonusText, form]);

  const { errors, isValid } = form.formState;
  // Decision 172: a stake above what can be paid (the balance, plus the bonus that stakes itself
  // in bonus mode) is warned about, not refused: the server decides and may know better.
  const balance = useQuery(accountQueries.standing()).data?.balance;
  const available =
    balance === undefined ? undefined : balance + (bonusMode && bonus ? bonusStake(bonus) : 0);
  const payable =
    available !== undefined && Number.isFinite(stake) && stake > available ? available : null;
  const payout = bonusMode ? amounts.toWin : (Number.isFinite(stake) ? stake : 0) + amounts.toWin;
  const submit = form.handleSubmit((values) => {
    props.onSubmit({
      wagerAmount: values.wagerAmount,
      ifWagerAmount: hasIf ? (values.ifWagerAmount ?? 0) : 0,
      bonusId: bonusMode ? (values.bonusId ?? null) : null,
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      {props.bonusEnabled && (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={bonusSwitchId}>{t('bonus.switch')}</Label>
          <Switch id={bonusSwitchId} checked={bonusMode} onCheckedChange={props.onBonusMode} />
        </div>
      )}
      {bonusMode && (
        <FormField label={t('bonus.label')} error={errors.bonusId?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...form.register('bonusId')}>
              {bonuses.map((candidate) => (
                <option key={candidate.bonusId} value={candidate.bonusId}>
                  {t('bonus.option', {
                    name: candidate.bonusName,
                    amount: money(bonusStake(candidate)),
                  })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <InputField
        label={t('wager.amount')}
        error={errors.wagerAmount?.message}
        inputMode="decimal"
        autoComplete="off"
        readOnly={bonusMode}
        placeholder={t('wager.minHint', { amount: money(minAmount) })}
        {...form.register('wagerAmount')}
      />
      {hasIf && (
        <InputField
          label={t('wager.ifAmount')}
          error={errors.ifWagerAmount?.message}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wager.ifMaxHint', { amount: money(amounts.toWin) })}
          {...form.register('ifWagerAmount')}
        />
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm">
        <dt className="text-muted-foreground">{t('wager.toWin')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="slip-to-win">
          {money(amounts.toWin)}
        </dd>
        {hasIf && (
          <>
            <dt className="text-muted-foreground">{t('wager.ifToWin')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(amounts.ifToWin)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('wager.payout')}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(payout)}</dd>
      </dl>
      {bonusMode && <p className="text-xs text-muted-foreground">{t('bonus.note')}</p>}
      {payable !== null && (
        <p
          role="status"
          className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
        >
          {t('wager.overBalance', { amount: money(payable) })}
        </p>
      )}
      {props.notDone && (
        <MoneyCallNotDone
          text={t('notDone')}
          disabled={props.offline}
          describedBy={progressId}
          onRetry={() => {
            void submit();
          }}
        />
      )}
      <Button
        type="submit"
        size="lg"
        disabled={!isValid || props.blocked || props.phase !== null || props.offline}
        aria-describedby={progressId}
      >
        {t('submit')}
      </Button>
      <MoneyCallProgress id={progressId} call={{ ...props, progress: PLACE_BET_PROGRESS }} />
    </form>
  );
}
