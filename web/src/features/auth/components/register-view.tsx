import { lazy, useDeferredValue, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '@/components/lazy-part.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { authQueries } from '../api/auth-queries.ts';
import { AuthNotice } from './auth-notice.tsx';

// The form (react-hook-form, the sign-up schema, zod) is a chunk of its own: the page hydrates
// without evaluating it, and it is evaluated once the page is up, in a task of its own (issue 37,
// decision 212). The page's HTML preloads it, so nothing waits for the network.
const loadRegisterForm = () => import('./register-form.tsx');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));

function Loading() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t('common:loading')} className="[&_svg]:size-6" />
    </div>
  );
}

/** Loads the registration and token metadata, then shows the form or the registration-closed notice. */
export function RegisterView() {
  const { t } = useTranslation('auth');
  const metadata = useQuery(authQueries.registrationMetadata());
  const token = useQuery(authQueries.tokenMetadata());
  // The answers arrive as an urgent update; the form (its fields, schema and form state) mounts in a
  // deferred, interruptible pass instead, so a slow phone is not blocked for it (issue 27).
  const pending = metadata.isPending || token.isPending;
  const deferredPending = useDeferredValue(pending);
  // Evaluated now, after hydration, rather than when the metadata arrives; a failed load reaches
  // the route's error page through the lazy form below.
  useEffect(() => {
    loadRegisterForm().catch(() => undefined);
  }, []);

  if (pending || deferredPending) return <Loading />;
  if (metadata.isError) {
    return (
      <AuthNotice variant="destructive" text={t('register.unavailable')}>
        <Button variant="outline" onClick={() => void metadata.refetch()}>
          {t('common:retry')}
        </Button>
      </AuthNotice>
    );
  }
  if (!metadata.data.allowCustomerRegistration) {
    return (
      <AuthNotice variant="info" text={t('register.disabled')}>
        <Link to="/login" className={buttonVariants({ size: 'lg' })}>
          {t('actions.goToLogin')}
        </Link>
      </AuthNotice>
    );
  }
  return (
    <LazyPart fallback={<Loading />}>
      <RegisterForm
        agentGroupCodeRequired={metadata.data.agentGroupCodeRequired}
        tokenCode={token.data?.tokenCode ?? null}
      />
    </LazyPart>
  );
}
