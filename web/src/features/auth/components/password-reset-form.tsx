import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '@sportsbook/contracts/forms/reset-password';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePasswordReset } from '../api/auth-mutations.ts';
import { ResultDialog } from './result-dialog.tsx';

/** SPEC §2 Reset password, once the link's token is known to be valid. */
export function PasswordResetForm({ userName, token }: { userName: string; token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [updated, setUpdated] = useState(false);
  const reset = usePasswordReset();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    if (reset.isPending) return;
    reset.mutate(
      { userName, newPassword, passwordToken: token },
      {
        onSuccess: () => {
          form.reset();
          setUpdated(true);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{t('passwordReset.userName')}</p>
        <p className="rounded-md border bg-muted px-3 py-2 font-semibold">{userName}</p>
      </div>
      {/* The user name lets password managers file the new password under the right login. */}
      <input type="text" hidden readOnly autoComplete="username" value={userName} />
      <InputField
        label={t('passwordReset.newPassword')}
        error={errors.newPassword?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('newPassword')}
      />
      <InputField
        label={t('passwordReset.confirmPassword')}
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending && <Spinner label={t('actions.updating')} />}
        {t('actions.update')}
      </Button>
      <ResultDialog
        open={updated}
        title={t('passwordReset.updated')}
        actionLabel={t('actions.goToLogin')}
        onAction={() => void navigate('/login')}
      />
    </form>
  );
}
