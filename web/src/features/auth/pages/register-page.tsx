import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RegisterView } from '../components/register-view.tsx';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout wide>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('register.title')}</h1>
          <CardDescription>{t('register.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <RegisterView />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
