import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { authQueries } from '../api/auth-queries.ts';
import { AuthNotice } from './auth-notice.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';

/** SPEC §4: the link's token is verified before the form shows; otherwise the invalid-link notice. */
export function PasswordResetView() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useQuery({ ...authQueries.resetToken(token), enabled: token !== '' });

  if (token !== '' && verify.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('passwordReset.verifying')} className="[&_svg]:size-6" />
      </div>
    );
  }
  if (!verify.data?.isValid) {
    return (
      <AuthNotice variant="destructive" text={t('passwordReset.invalid')}>
        <Link to="/forgotPassword" className={buttonVariants({ variant: 'outline' })}>
          {t('passwordReset.requestNew')}
        </Link>
        <Link to="/login" className={buttonVariants()}>
          {t('actions.goToLogin')}
        </Link>
      </AuthNotice>
    );
  }
  const userName = verify.data.userName ?? searchParams.get('user') ?? '';
  return <PasswordResetForm userName={userName} token={token} />;
}
