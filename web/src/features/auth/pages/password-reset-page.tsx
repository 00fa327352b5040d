import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordResetView } from '../components/password-reset-view.tsx';

export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('passwordReset.title')}>
      <PasswordResetView />
    </AuthLayout>
  );
}
