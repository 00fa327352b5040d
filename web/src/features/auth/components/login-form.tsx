import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginFormGuard } from '@sportsbook/contracts/forms/login.guard';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useHydrated } from '../model/use-hydrated.ts';
import { useSchemaForm } from '../model/use-schema-form.ts';
import { signIn } from '../model/sign-in.ts';

/**
 * SPEC §2 Login: the error shows under the form and the fields keep their values. A first visit
 * lands here, so the form is checked without react-hook-form (useSchemaForm; issue 15) and without
 * zod (loginFormGuard, held to loginFormSchema by its test; decision 161).
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(loginFormGuard, { userName: '', password: '' });
  const { errors, isSubmitting } = form;
  // Prerendered: the fields wait for the script (decision 155).
  const ready = useHydrated();

  const onSubmit = form.handleSubmit(async ({ userName, password }) => {
    setError(null);
    try {
      await navigate(await signIn(userName, password, searchParams.get('returnUrl')));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <InputField
        label={t('login.userName')}
        error={errors.userName}
        autoComplete="username"
        disabled={!ready}
        {...form.field('userName')}
      />
      <InputField
        label={t('login.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        disabled={!ready}
        {...form.field('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting || !ready}>
        {isSubmitting && <Spinner label={t('login.submitting')} />}
        {t('login.submit')}
      </Button>
      {error && (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/forgotPassword" className="text-primary underline-offset-4 hover:underline">
          {t('login.forgotPassword')}
        </Link>
        <Link to="/register" className="text-primary underline-offset-4 hover:underline">
          {t('login.register')}
        </Link>
      </div>
    </form>
  );
}
