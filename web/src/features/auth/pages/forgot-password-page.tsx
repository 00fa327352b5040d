import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('forgotPassword.title')}</h1>
          <CardDescription>{t('forgotPassword.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
