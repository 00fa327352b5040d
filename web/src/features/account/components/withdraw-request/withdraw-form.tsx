import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WITHDRAW_METHODS } from '@sportsbook/contracts/forms/cashier-methods';
import { FORM_MESSAGE_KEYS } from '@sportsbook/contracts/forms/messages';
import {
  createWithdrawDialogSchema,
  type WithdrawDialogForm,
} from '@sportsbook/contracts/forms/withdraw-dialog';
import { maxWithdrawAmount } from '@sportsbook/contracts/rules/withdraw';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import type { MoneyCallState } from '@/lib/money-call/use-money-call.ts';
import { useFormat } from '@/lib/use-format.ts';
import type { WithdrawPayload } from '../../api/request-mutations.ts';
import { BranchField } from '@/components/cashier/branch-field.tsx';
import { LabelledField } from '@/components/ui/form-field.tsx';
import { defaultMethod, selectableMethod, type MethodChoice } from './withdraw-methods.ts';

type Fields = z.input<ReturnType<typeof createWithdrawDialogSchema>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface WithdrawFormProps {
  choices: MethodChoice[];
  minAmount: number;
  maxAmount: number;
  balance: number;
  /** The request's money call: what it is doing, and whether the button may send. */
  call: MoneyCallState;
  /** The last request's answer was lost and it was found not filed: say so, offer a retry. */
  notDone: boolean;
  onSubmit: (payload: WithdrawPayload) => void;
  onCancel: () => void;
}

function CashierMethods({ choices }: { choices: MethodChoice[] }) {
  const { t } = useTranslation('requests');
  const elsewhere = choices.filter((choice) => choice.kind === 'cashier');
  if (elsewhere.length === 0) return null;
  return (
    <div className="text-xs text-muted-foreground">
      <p>{t('withdraw.cashierNote')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {elsewhere.map(({ method }) => (
          <li key={method.id}>
            <Link
              to={`/cashier/withdraw/${method.id}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              {t('withdraw.cashierLink', {
                name: t(`method.${method.id}`, { defaultValue: method.name }),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * SPEC §5 Withdraw dialog: method (Active ones the dialog can file), branch for LocalBranch, and
 * the amount: required, at least minAmount ('Amount must be great than'), at most maxAmount and
 * the maximum allowed, in whole cents (the contract's schema). Values stay after a refusal and
 * after a request found not done, whose Retry sends the form again. While the request is sent or
 * checked, and while offline, the button is off and the line beside it says why.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { choices, minAmount, maxAmount, balance, call, notDone } = props;
  const { t, i18n } = useTranslation('requests');
  const progressId = useId();
  const format = useFormat();
  const schema = useMemo(
    () => createWithdrawDialogSchema({ minAmount, maxAmount, balance, locale: i18n.language }),
    [minAmount, maxAmount, balance, i18n.language],
  );
  const form = useForm<Fields, unknown, WithdrawDialogForm>({
    mode: 'onTouched',
    defaultValues: { method: defaultMethod(choices), branchGuid: '', amount: '' },
    resolver: zodResolver(schema),
  });
  const [method, branchGuid] = useWatch({ control: form.control, name: ['method', 'branchGuid'] });
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key === FORM_MESSAGE_KEYS.amountMustBeGreatThan
      ? t('withdraw.mustBeGreatThan', { amount: format.money(minAmount) })
      : key && t(key, { ns: 'common' });
  const submit = form.handleSubmit((values) => {
    const code = selectableMethod(choices, values.method);
    if (!code) return;
    props.onSubmit({
      amount: values.amount,
      method: code,
      branchGuid: code === WITHDRAW_METHODS.localBranch ? values.branchGuid : undefined,
    });
  });
  const noMethods = !choices.some((choice) => choice.kind === 'selectable');
  // SPEC §5: balance minus minAmount, never below 0. At 0 no amount can pass: say why up front.
  const nothingAllowed = maxWithdrawAmount(balance, minAmount) <= 0;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {nothingAllowed && (
        <Alert variant="warning" role="status">
          {t('withdraw.nothingAllowed', { amount: format.money(minAmount) })}
        </Alert>
      )}
      <div className="grid gap-2">
        <LabelledField label={t('withdraw.method')} error={message(errors.method?.message)}>
          {(ids) => (
            <NativeSelect {...ids} disabled={noMethods} {...form.register('method')}>
              <option value="">{t('withdraw.chooseMethod')}</option>
              {choices.map(({ method: choice, kind }) => {
                const name = t(`method.${choice.id}`, { defaultValue: choice.name });
                return (
                  <option key={choice.id} value={choice.id} disabled={kind !== 'selectable'}>
                    {kind === 'selectable'
                      ? name
                      : t(kind === 'cashier' ? 'withdraw.atCashier' : 'withdraw.unavailable', {
                          name,
                        })}
                  </option>
                );
              })}
            </NativeSelect>
          )}
        </LabelledField>
        {noMethods && <p className="text-sm font-medium">{t('withdraw.noMethods')}</p>}
        <CashierMethods choices={choices} />
      </div>
      {text(method) === WITHDRAW_METHODS.localBranch && (
        <BranchField
          value={text(branchGuid)}
          error={message(errors.branchGuid?.message)}
          select={form.register('branchGuid')}
        />
      )}
      <LabelledField
        label={t('withdraw.amount')}
        hint={t('withdraw.hint', { amount: format.money(minAmount) })}
        error={message(errors.amount?.message)}
      >
        {(ids) => (
          <Input {...ids} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        )}
      </LabelledField>
      {notDone && (
        <MoneyCallNotDone
          text={t('withdraw.notDone')}
          onRetry={() => {
            void submit();
          }}
        />
      )}
      <MoneyCallProgress id={progressId} call={call} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={props.onCancel}
          disabled={call.phase !== null}
        >
          {t('withdraw.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={call.blocked || noMethods || nothingAllowed}
          aria-describedby={progressId}
        >
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
