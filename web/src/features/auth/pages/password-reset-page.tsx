import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordResetView } from '../components/password-reset-view.tsx';

export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('passwordReset.title')}</h1>
        </CardHeader>
        <CardContent>
          <PasswordResetView />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
