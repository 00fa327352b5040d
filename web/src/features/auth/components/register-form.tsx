import { lazy, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createSignupDefaults,
  createSignupSchema,
  type SignupForm,
} from '@sportsbook/contracts/forms/signup';
import { LazyPart } from '@/components/lazy-part.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCreateCustomer } from '../api/auth-mutations.ts';
import { errorText } from '@/lib/error-text.ts';

// The success dialog (radix's dialog, focus trap and scroll lock) loads once a sign-up is sent,
// not with the page: a first visit neither fetches nor evaluates it (issue 27).
const loadResultDialog = () => import('./result-dialog.tsx');
const ResultDialog = lazy(() => loadResultDialog().then((m) => ({ default: m.ResultDialog })));

type SignupInput = z.input<ReturnType<typeof createSignupSchema>>;
type TextField = Exclude<keyof SignupForm, 'agentGroupCode'>;

const FIELDS: { name: TextField; type?: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'personalIdNumber', autoComplete: 'off' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'emailAddress', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
];

/**
 * SPEC §2 Sign up. The agent group code shows only when the registration metadata requires it; a
 * token code pre-fills it and lifts the requirement. Refusals (statusCode ≠ 200) and transport
 * errors show in the inline line; success opens a non-closable dialog with the new user name.
 */
export function RegisterForm({
  agentGroupCodeRequired,
  tokenCode,
}: {
  agentGroupCodeRequired: boolean;
  tokenCode: string | null;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const schema = useMemo(
    () => createSignupSchema({ agentGroupCodeRequired, tokenCode }),
    [agentGroupCodeRequired, tokenCode],
  );
  const defaults = useMemo(() => createSignupDefaults(tokenCode), [tokenCode]);
  const form = useForm<SignupInput, unknown, SignupForm>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const createCustomer = useCreateCustomer();
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [newUser, setNewUser] = useState<string | null>(null);

  const submit = async (values: SignupForm) => {
    if (busy.current) return; // a second submit while the first is in flight is ignored
    busy.current = true;
    setError(null);
    void loadResultDialog();
    try {
      const result = await createCustomer.mutateAsync(values);
      if (result.statusCode === 200) {
        form.reset(defaults);
        setNewUser(result.message);
      } else {
        setError(result.message);
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      busy.current = false;
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {agentGroupCodeRequired && (
          <FormField
            label={t('register.agentGroupCode')}
            error={errors.agentGroupCode?.message}
            className="sm:col-span-2"
          >
            {(ids) => <Input {...ids} autoComplete="off" {...form.register('agentGroupCode')} />}
          </FormField>
        )}
        {FIELDS.map(({ name, type, autoComplete }) => (
          <InputField
            key={name}
            label={t(`register.${name}`)}
            error={errors[name]?.message}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            {...(name === 'phone' ? { maxLength: 10, inputMode: 'numeric' as const } : {})}
            {...form.register(name)}
          />
        ))}
      </div>
      <Button type="submit" size="lg" disabled={!isValid || createCustomer.isPending}>
        {createCustomer.isPending && <Spinner label={t('register.submitting')} />}
        {t('register.submit')}
      </Button>
      {error && (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('register.login')}
        </Link>
      </p>
      {newUser !== null && (
        <LazyPart
          fallback={null}
          // The account exists: without the dialog's code, its name is shown in the form's place.
          failed={
            <div role="status" className="flex flex-col gap-2 rounded-md border p-4 text-center">
              <p className="font-semibold">{t('register.successTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('register.successHint')}</p>
              <p className="break-all text-2xl font-bold text-primary">{newUser}</p>
              <Link
                to="/login"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('actions.goToLogin')}
              </Link>
            </div>
          }
        >
          <ResultDialog
            open
            title={t('register.successTitle')}
            description={t('register.successHint')}
            actionLabel={t('actions.goToLogin')}
            onAction={() => void navigate('/login')}
          >
            <p className="break-all text-2xl font-bold text-primary">{newUser}</p>
          </ResultDialog>
        </LazyPart>
      )}
    </form>
  );
}
