import { useId } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BANK_ACCOUNT_STATUSES,
  BANK_ACCOUNT_TYPES,
  bankAccountFormSchema,
  type BankAccountForm as BankAccountValues,
} from '@sportsbook/contracts/forms/bank-account';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { Button } from '@/components/ui/button.tsx';
import { FormField, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import type { MoneyCallState } from '@/lib/money-call/use-money-call.ts';

type Fields = z.input<typeof bankAccountFormSchema>;

// The account type starts unchosen: the schema reports the missing choice as required.
const EMPTY: DefaultValues<Fields> = {
  bankGuid: '',
  accountNumber: '',
  accountName: '',
  accountDescription: '',
  // A new account is one to use: Active unless the customer says otherwise.
  status: 'Active',
};

/**
 * SPEC §2, §5 Add bank account form: bank, account type, account number, account name,
 * description (optional) and status, checked by the contract's schema. Values stay after a refusal
 * and after a save found not done, whose Retry sends the form again. While the save is sent or
 * checked, and while offline, Save is off and the line beside it says why.
 */
export function BankAccountForm({
  banks,
  call,
  notDone,
  onSubmit,
  onCancel,
}: {
  banks: readonly Bank[];
  call: MoneyCallState;
  notDone: boolean;
  onSubmit: (values: BankAccountValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const form = useForm<Fields, unknown, BankAccountValues>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: zodResolver(bankAccountFormSchema),
  });
  const { errors } = form.formState;
  const progressId = useId();
  const submit = form.handleSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <FormField label={t('bankDialog.bank')} error={errors.bankGuid?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...form.register('bankGuid')}>
            <option value="">{t('bankDialog.chooseBank')}</option>
            {banks.map((bank) => (
              <option key={bank.bankGuid} value={bank.bankGuid}>
                {bank.bankFullName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('bankDialog.accountType')} error={errors.accountType?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...form.register('accountType')}>
            <option value="">{t('bankDialog.chooseType')}</option>
            {BANK_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`bankDialog.type.${type}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('bankDialog.accountNumber')}
          error={errors.accountNumber?.message}
          autoComplete="off"
          inputMode="numeric"
          {...form.register('accountNumber')}
        />
        <InputField
          label={t('bankDialog.accountName')}
          error={errors.accountName?.message}
          autoComplete="name"
          {...form.register('accountName')}
        />
      </div>
      <InputField
        label={t('bankDialog.description')}
        autoComplete="off"
        {...form.register('accountDescription')}
      />
      <FormField label={t('bankDialog.status')} error={errors.status?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...form.register('status')}>
            {BANK_ACCOUNT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`bankDialog.statusValue.${status}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {notDone && (
        <MoneyCallNotDone
          text={t('bankDialog.notDone')}
          onRetry={() => {
            void submit();
          }}
        />
      )}
      <MoneyCallProgress id={progressId} call={call} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={call.phase !== null}>
          {t('bankDialog.cancel')}
        </Button>
        <Button type="submit" disabled={call.blocked} aria-describedby={progressId}>
          {t('bankDialog.save')}
        </Button>
      </div>
    </form>
  );
}
