import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { depositNeedsProof } from '@sportsbook/contracts/forms/cashier-methods';
import {
  createDepositSchema,
  type DepositForm as DepositValues,
} from '@sportsbook/contracts/forms/deposit';
import { MIN_DEPOSIT_AMOUNT } from '@sportsbook/contracts/rules/constants';
import type { Bank, WalletMethod } from '@sportsbook/contracts/schemas/cashier';
import { FormField, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { stepOf } from '@/lib/money-call/money-call-machine.ts';
import { useFormat } from '@/lib/use-format.ts';
import { useReportDeposit } from '../../api/deposit-mutations.ts';
import { CashierFormEnd } from '../cashier-form-end.tsx';
import { depositMethodName } from '../method-name.ts';
import { ProofField } from './proof-field.tsx';
import { useProofUpload, type OnProofChange } from './use-proof-upload.ts';

type Fields = z.input<ReturnType<typeof createDepositSchema>>;

export interface DepositFormProps {
  /** The deposit methods that can be chosen (available ones). */
  methods: WalletMethod[];
  /** The house bank accounts a deposit can go to. */
  banks: Bank[];
  /** The method of the route, preselected. */
  method: WalletMethod['id'];
  /** The bank picked on the deposit-info page (?bank=), preselected when it is one of `banks`. */
  bankGuid: string | undefined;
  userName: string;
}

/**
 * SPEC §2/§5 Deposit form: amount (at least 10, whole cents), method, the bank deposited to,
 * the read-only user account and one proof image. 'Report Deposit' waits for the upload and for
 * itself: the report is a money call (issue 24), sent once per press and checked when its answer
 * is lost. Filed resets the form and goes to /account; a refusal keeps the values (its message is
 * in the error toast); not filed keeps them too, the uploaded photo included, with a Retry that
 * sends the same form again.
 */
export function DepositForm({ methods, banks, method, bankGuid, userName }: DepositFormProps) {
  const { t, i18n } = useTranslation('deposit');
  const schema = useMemo(() => createDepositSchema({ locale: i18n.language }), [i18n.language]);
  const format = useFormat();
  const navigate = useNavigate();
  const report = useReportDeposit();
  const defaults: Fields = {
    amount: '',
    method,
    bankAccount: banks.find((bank) => bank.bankGuid === bankGuid)?.bankGuid ?? '',
    proofImage: undefined,
  };
  const form = useForm<Fields, unknown, DepositValues>({
    mode: 'onTouched',
    defaultValues: defaults,
    resolver: zodResolver(schema),
  });
  const { errors, isSubmitting } = form.formState;
  const chosenMethod = useWatch({ control: form.control, name: 'method' });
  const { setValue, getFieldState } = form;
  // Checked again only when it already shows a message: an upload clears 'Upload photo required'.
  const onProofChange = useCallback<OnProofChange>(
    (proof) => {
      setValue('proofImage', proof?.file, {
        shouldValidate: getFieldState('proofImage').invalid,
      });
    },
    [setValue, getFieldState],
  );
  const proof = useProofUpload(onProofChange);
  const uploading = proof.upload.status === 'uploading';

  const fileReport = async (values: DepositValues) => {
    const code = methods.find((choice) => choice.id === values.method)?.id;
    if (uploading || !code) return;
    const outcome = await report.report({
      amount: values.amount,
      method: code,
      fileName: proof.upload.status === 'uploaded' ? proof.upload.fileName : undefined,
    });
    if (stepOf(outcome) !== 'done') return;
    form.reset(defaults);
    proof.reset();
    void navigate('/account');
  };
  const submit = form.handleSubmit(fileReport);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('fields.amount', { amount: format.money(MIN_DEPOSIT_AMOUNT) })}
          error={errors.amount?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount')}
        />
        <FormField label={t('fields.method')} error={errors.method?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...form.register('method')}>
              {methods.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {depositMethodName(t, choice)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('fields.bankAccount')} error={errors.bankAccount?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...form.register('bankAccount')}>
              <option value="">{t('fields.chooseBank')}</option>
              {banks.map((bank) => (
                <option key={bank.bankGuid} value={bank.bankGuid}>
                  {t('fields.bankOption', { name: bank.name, accountNo: bank.accountNo })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField label={t('fields.userAccount')} value={userName} readOnly />
      </div>
      <ProofField
        upload={proof.upload}
        refusal={proof.refusal}
        required={depositNeedsProof(typeof chosenMethod === 'string' ? chosenMethod : '')}
        error={errors.proofImage?.message}
        disabled={report.phase !== null}
        onChoose={proof.choose}
        onRetry={proof.retry}
      />
      <CashierFormEnd
        texts="deposit"
        call={report}
        disabled={uploading || report.blocked || isSubmitting}
        onRetry={() => {
          void submit();
        }}
        buttonClassName="w-full sm:w-auto"
      />
    </form>
  );
}
