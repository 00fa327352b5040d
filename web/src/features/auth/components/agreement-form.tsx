import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { termsFormSchema, type TermsForm } from '@sportsbook/contracts/forms/terms';
import type { Customer } from '@sportsbook/contracts/schemas/account';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLogout } from '@/lib/session/use-logout.ts';
import { useAcceptTerms, useDeclineTerms } from '../api/auth-mutations.ts';
import {
  TermsCheckbox,
  termsCheckboxFormSchema,
  type TermsCheckboxInput,
} from '@/components/account/terms-checkbox.tsx';
import { ResponsibleGamingStatement } from './responsible-gaming-statement.tsx';

// Declining sends the customer's fields without the box: they must be valid, the box need not be.
const customerFieldsSchema = termsFormSchema.omit({ agreement: true });
type CustomerField = Exclude<keyof TermsForm, 'agreement'>;

const FIELDS: { name: CustomerField; type?: string }[] = [
  { name: 'firstName' },
  { name: 'lastName' },
  { name: 'personalIdNumber' },
  { name: 'city' },
  { name: 'emailAddress', type: 'email' },
  { name: 'phone', type: 'tel' },
];

/**
 * SPEC §2 Terms agreement: the stored customer's data (read-only; a field the record lacks can be
 * filled in, or the form could never become valid), the responsible-gaming statement and the
 * acceptance checkbox. Confirm saves, re-reads the customer, and goes home once accepted. Decline
 * sends acceptedTerms false and, answered 200, logs the user out (SPEC §4, decision 132).
 */
export function AgreementForm({
  userName,
  customer,
}: {
  userName: string;
  customer: Customer | null;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();
  const accept = useAcceptTerms(userName);
  const decline = useDeclineTerms();
  const saving = accept.isPending || decline.isPending;
  const form = useForm<TermsCheckboxInput, unknown, TermsForm>({
    resolver: zodResolver(termsCheckboxFormSchema),
    mode: 'onChange',
    defaultValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      personalIdNumber: customer?.personalIdNumber ?? '',
      city: customer?.city ?? '',
      emailAddress: customer?.emailAddress ?? '',
      phone: customer?.phone ?? '',
      agreement: false,
    },
  });
  const { errors, isValid } = form.formState;

  const onDecline = () => {
    if (saving) return;
    const fields = customerFieldsSchema.safeParse(form.getValues());
    if (!fields.success) {
      void form.trigger(FIELDS.map(({ name }) => name));
      return;
    }
    decline.mutate(fields.data, {
      onSuccess: () => {
        void logout();
      },
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (saving) return;
    accept.mutate(values, {
      onSuccess: (saved) => {
        if (saved.customerId > 0 && saved.lastAcceptanceTerms) {
          form.reset();
          void navigate('/');
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t('agreement.details')}</legend>
        {FIELDS.map(({ name, type }) => (
          <InputField
            key={name}
            label={t(`agreement.${name}`)}
            error={errors[name]?.message}
            type={type ?? 'text'}
            readOnly={Boolean(customer?.[name].trim())}
            {...form.register(name)}
          />
        ))}
      </fieldset>
      <ResponsibleGamingStatement agentName={customer?.agentName ?? ''} />
      <TermsCheckbox
        control={form.control}
        label={t('agreement.accept')}
        invalid={Boolean(errors.agreement)}
        error={errors.agreement?.message && t(`common:${errors.agreement.message}`)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => void logout()}>
          {t('actions.goToLogin')}
        </Button>
        <Button variant="outline" size="lg" disabled={saving} onClick={onDecline}>
          {decline.isPending && <Spinner label={t('agreement.declining')} />}
          {t('agreement.decline')}
        </Button>
        <Button type="submit" size="lg" disabled={!isValid || saving}>
          {accept.isPending && <Spinner label={t('agreement.confirming')} />}
          {t('agreement.confirm')}
        </Button>
      </div>
    </form>
  );
}
