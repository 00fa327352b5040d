import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import { WITHDRAW_METHODS } from '@sportsbook/contracts/forms/cashier-methods';
import {
  createWithdrawPageSchema,
  type WithdrawPageForm,
} from '@sportsbook/contracts/forms/withdraw-page';
import type { WalletMethod } from '@sportsbook/contracts/schemas/cashier';
import { BranchField } from '@/components/cashier/branch-field.tsx';
import { LabelledField } from '@/components/ui/form-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Input } from '@/components/ui/input.tsx';
import { stepOf, whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { useFormat } from '@/lib/use-format.ts';
import {
  useRequestWithdrawal,
  withdrawalFailure,
  type WithdrawalPayload,
} from '../../api/withdraw-mutations.ts';
import { CashierFormEnd } from '../cashier-form-end.tsx';
import { withdrawMethodName } from '../method-name.ts';
import { AddBankAccountDialog } from './add-bank-account-dialog.tsx';
import { BankAccountField } from './bank-account-field.tsx';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog.tsx';
import { useSummaryRows } from './use-summary-rows.ts';

type Fields = z.input<ReturnType<typeof createWithdrawPageSchema>>;

export interface WithdrawFormProps {
  method: WalletMethod;
  balance: number;
  metadata: CashierMetadata;
  allowBankAccount: boolean;
}

function Refusal({ error }: { error: unknown }) {
  const { title, detail } = withdrawalFailure(error);
  return (
    <Alert variant="destructive">
      <p className="font-semibold">{title}</p>
      {detail && <p>{detail}</p>}
    </Alert>
  );
}

/**
 * SPEC §5 Withdraw page: amount (required, above 0, not above the balance, whole cents), the
 * branch for LocalBranch, the receiver's account name for BalanceTransfer and the bank account
 * (required for BankTransfer) — the contract's schema. Then the confirmation, then the request, a
 * money call (issue 24): filed goes to /account; refused or found not done closes the
 * confirmation and says so here, the form kept (not done with a Retry that confirms again).
 */
export function WithdrawForm({ method, balance, metadata, allowBankAccount }: WithdrawFormProps) {
  const { t, i18n } = useTranslation('withdraw');
  const format = useFormat();
  const navigate = useNavigate();
  const request = useRequestWithdrawal();
  const [confirming, setConfirming] = useState<WithdrawalPayload | null>(null);
  const [adding, setAdding] = useState(false);
  const schema = useMemo(
    () => createWithdrawPageSchema({ balance, locale: i18n.language }),
    [balance, i18n.language],
  );
  const form = useForm<Fields, unknown, WithdrawPageForm>({
    mode: 'onTouched',
    defaultValues: {
      method: method.id,
      amount: '',
      branchGuid: '',
      receiverId: '',
      bankAccountToken: '',
    },
    resolver: zodResolver(schema),
  });
  const branchGuid = useWatch({ control: form.control, name: 'branchGuid' });
  const rows = useSummaryRows(method, metadata, confirming);
  const { errors } = form.formState;
  const message = (key: string | undefined) => key && t(key, { ns: 'common' });
  const is = (code: string) => method.id === code;
  const nothingToWithdraw = balance <= 0;

  const submit = form.handleSubmit((values) => {
    request.clear();
    setConfirming({
      amount: values.amount,
      method: method.id,
      branchGuid: is(WITHDRAW_METHODS.localBranch) ? values.branchGuid : undefined,
      // Left out for the other methods: the contract's default (SELF) applies.
      ...(is(WITHDRAW_METHODS.balanceTransfer) && values.receiverId
        ? { receiverId: values.receiverId }
        : {}),
      bankAccountToken: allowBankAccount ? values.bankAccountToken : undefined,
    });
  });
  const confirm = () => {
    if (!confirming) return;
    void request.request(confirming).then((outcome) => {
      const step = stepOf(outcome);
      if (step === 'done') void navigate('/account');
      else if (step !== null && step !== 'sessionEnded') setConfirming(null);
    });
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <dl className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('balance')}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="available-balance">
            {format.money(balance)}
          </dd>
        </dl>
        {nothingToWithdraw && (
          <Alert variant="warning" role="status">
            {t('nothingToWithdraw')}
          </Alert>
        )}
        <LabelledField label={t('method')} hint={t('methodLocked')}>
          {(ids) => (
            <Input
              {...ids}
              readOnly
              value={withdrawMethodName(t, method)}
              className="bg-muted/50"
            />
          )}
        </LabelledField>
        {is(WITHDRAW_METHODS.localBranch) && (
          <BranchField
            value={typeof branchGuid === 'string' ? branchGuid : ''}
            error={message(errors.branchGuid?.message)}
            select={form.register('branchGuid')}
          />
        )}
        {is(WITHDRAW_METHODS.balanceTransfer) && (
          <LabelledField
            label={t('receiver')}
            hint={t('receiverHint')}
            error={message(errors.receiverId?.message)}
          >
            {(ids) => (
              <Input
                {...ids}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...form.register('receiverId')}
              />
            )}
          </LabelledField>
        )}
        {allowBankAccount && (
          <Controller
            control={form.control}
            name="bankAccountToken"
            render={({ field }) => (
              <BankAccountField
                accounts={metadata.bankAccounts}
                banks={metadata.banks}
                required={is(WITHDRAW_METHODS.bankTransfer)}
                error={message(errors.bankAccountToken?.message)}
                onAdd={() => {
                  setAdding(true);
                }}
                select={{
                  ...field,
                  value: typeof field.value === 'string' ? field.value : '',
                }}
              />
            )}
          />
        )}
        <LabelledField label={t('amount')} error={message(errors.amount?.message)}>
          {(ids) => (
            <Input {...ids} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          )}
        </LabelledField>
        {request.end?.step === 'refused' && <Refusal error={whyRefused(request.end.outcome)} />}
        <CashierFormEnd
          texts="withdraw"
          call={request}
          disabled={request.blocked || nothingToWithdraw}
          onRetry={() => {
            void submit();
          }}
        />
      </form>
      <WithdrawConfirmDialog
        open={confirming !== null}
        rows={rows}
        call={request}
        onConfirm={confirm}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
      />
      {allowBankAccount && (
        <AddBankAccountDialog
          open={adding}
          onOpenChange={setAdding}
          banks={metadata.banks}
          onAdded={(account) => {
            if (account.status !== 'Active') return;
            form.setValue('bankAccountToken', account.accountToken, {
              shouldValidate: form.formState.isSubmitted,
            });
          }}
        />
      )}
    </>
  );
}
