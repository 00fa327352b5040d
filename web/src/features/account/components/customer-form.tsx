import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TERMS_FORM_INVALID_KEY, type TermsForm } from '@sportsbook/contracts/forms/terms';
import type { Customer } from '@sportsbook/contracts/schemas/account';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSaveCustomer } from '../api/customer-mutations.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  TermsCheckbox,
  termsCheckboxFormSchema,
  type TermsCheckboxInput,
} from '@/components/account/terms-checkbox.tsx';

type CustomerField = Exclude<keyof TermsForm, 'agreement'>;

const FIELDS: { name: CustomerField; type?: string; autoComplete: string; inputMode?: 'tel' }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'personalIdNumber', autoComplete: 'off' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'emailAddress', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
];

/**
 * SPEC §5 Terms form (account area): the customer's data, editable but for a document number already
 * on file, and the terms checkbox. An invalid form says 'All fields are required' (and each field
 * why); a valid one asks 'Are you sure that you want to perform this action?' before it saves.
 */
export function CustomerForm({ userName, customer }: { userName: string; customer: Customer }) {
  const { t } = useTranslation('account');
  const save = useSaveCustomer(userName);
  const [confirming, setConfirming] = useState<TermsForm | null>(null);
  const form = useForm<TermsCheckboxInput, unknown, TermsForm>({
    resolver: zodResolver(termsCheckboxFormSchema),
    defaultValues: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      personalIdNumber: customer.personalIdNumber,
      city: customer.city,
      emailAddress: customer.emailAddress,
      phone: customer.phone,
      agreement: false,
    },
  });
  const { errors, isSubmitted, isValid } = form.formState;
  const idLocked = customer.personalIdNumber.trim() !== '';

  const onSubmit = form.handleSubmit((values) => {
    setConfirming(values);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      {isSubmitted && !isValid && (
        <Alert variant="destructive" role="alert">
          {t(`common:${TERMS_FORM_INVALID_KEY}`)}
        </Alert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('profile.details')}</legend>
        {FIELDS.map(({ name, type, autoComplete, inputMode }) => (
          <InputField
            key={name}
            label={t(`profile.${name}`)}
            error={errors[name]?.message}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            inputMode={inputMode}
            {...(name === 'phone' && { maxLength: 10 })}
            readOnly={name === 'personalIdNumber' && idLocked}
            {...form.register(name)}
          />
        ))}
      </fieldset>
      <TermsCheckbox
        control={form.control}
        label={t('profile.agreement')}
        invalid={Boolean(errors.agreement)}
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending && <Spinner label={t('profile.saving')} />}
          {t('profile.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('profile.confirmTitle')}
        description={t('profile.confirm')}
        confirmLabel={t('profile.confirmYes')}
        cancelLabel={t('profile.confirmNo')}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => {
          if (!confirming || save.isPending) return;
          save.mutate(confirming, {
            onSuccess: (saved) => {
              form.reset({
                ...form.getValues(),
                personalIdNumber: saved.personalIdNumber,
                agreement: false,
              });
            },
          });
          setConfirming(null);
        }}
      />
    </form>
  );
}
