import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
