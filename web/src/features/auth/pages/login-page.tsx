import { useTranslation } from 'react-i18next';
import { useEndPendingSession } from '@/lib/session/session-end.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  // A session the server refused ends now that this page replaced the one being left.
  useEndPendingSession();
  return (
    <AuthLayout title={t('login.title')}>
      <LoginForm />
    </AuthLayout>
  );
}
