import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  forgotPasswordFormSchema,
  type ForgotPasswordForm as ForgotPasswordValues,
} from '@sportsbook/contracts/forms/forgot-password';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePasswordResetRequest } from '../api/auth-mutations.ts';
import { errorText } from '@/lib/error-text.ts';
import { useHydrated } from '../model/use-hydrated.ts';
import { ResultDialog } from './result-dialog.tsx';

/** SPEC §2 Forgot password: errors show in the box under the form (and as a toast). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const request = usePasswordResetRequest();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { userName: '', email: '' },
  });
  const { errors } = form.formState;
  // Prerendered: the fields wait for the script (decision 155).
  const ready = useHydrated();

  const onSubmit = form.handleSubmit((values) => {
    if (request.isPending) return;
    request.mutate(values, {
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <InputField
        label={t('forgotPassword.userName')}
        error={errors.userName?.message}
        autoComplete="username"
        disabled={!ready}
        {...form.register('userName')}
      />
      <InputField
        label={t('forgotPassword.email')}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        disabled={!ready}
        {...form.register('email')}
      />
      {request.isError && <Alert variant="destructive">{errorText(request.error)}</Alert>}
      <Button type="submit" size="lg" disabled={request.isPending || !ready}>
        {request.isPending && <Spinner label={t('forgotPassword.submitting')} />}
        {t('forgotPassword.submit')}
      </Button>
      <Link
        to="/login"
        className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('forgotPassword.backToLogin')}
      </Link>
      <ResultDialog
        open={sent}
        title={t('forgotPassword.sentTitle')}
        description={t('forgotPassword.sentText')}
        actionLabel={t('actions.back')}
        onAction={() => void navigate('/')}
      />
    </form>
  );
}
