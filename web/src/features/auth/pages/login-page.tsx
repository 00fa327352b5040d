import { useTranslation } from 'react-i18next';
import { useEndPendingSession } from '@/lib/session/session-end.ts';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  // A session the server refused ends now that this page replaced the one being left.
  useEndPendingSession();
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
