import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@sportsbook/contracts/forms/change-password';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useChangePassword } from '../api/auth-mutations.ts';
import { ResultDialog } from './result-dialog.tsx';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/**
 * SPEC §2 Change password, forced and voluntary. Continue in the success dialog runs `onContinue`;
 * the voluntary screen's dialog can also simply be closed.
 */
export function ChangePasswordForm({
  userName,
  dismissible,
  onContinue,
}: {
  userName: string;
  dismissible: boolean;
  onContinue?: () => void;
}) {
  const { t } = useTranslation('auth');
  const [updated, setUpdated] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    if (change.isPending) return;
    change.mutate(
      { userName, currentPassword, newPassword },
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
      <input type="text" hidden readOnly autoComplete="username" value={userName} />
      {FIELDS.map(({ name, autoComplete }) => (
        <InputField
          key={name}
          label={t(`changePassword.${name}`)}
          error={errors[name]?.message}
          type="password"
          autoComplete={autoComplete}
          {...form.register(name)}
        />
      ))}
      <Button type="submit" size="lg" disabled={change.isPending}>
        {change.isPending && <Spinner label={t('actions.updating')} />}
        {t('actions.update')}
      </Button>
      <ResultDialog
        open={updated}
        title={t('changePassword.updated')}
        actionLabel={t('actions.continue')}
        dismissible={dismissible}
        onClose={() => {
          setUpdated(false);
        }}
        onAction={() => {
          setUpdated(false);
          onContinue?.();
        }}
      />
    </form>
  );
}
